import type { Receipt } from 'shared-kit';
import { frenchTypography } from 'shared-ui/display';
import { ACCOUNT_FR } from '../../../messages/fr';
import { declaredProducts, useEligibleProducts } from '../api/use-eligible-products';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The products the user declared on a receipt, by name. */
export function DeclaredProducts({ receipt }: { receipt: Pick<Receipt, 'eans'> }) {
  useSiteLanguage();
  const products = useEligibleProducts();
  const lines = declaredProducts(receipt.eans, products, ACCOUNT_FR.declarations.unknownProduct);
  if (lines.length === 0) return <span>{ACCOUNT_FR.declarations.noProducts}</span>;
  return (
    <ul className="products" data-testid="receipt-products">
      {lines.map((line) => (
        <li key={line.ean}>{frenchTypography(line.count > 1 ? `${line.count} × ${line.name}` : line.name)}</li>
      ))}
    </ul>
  );
}
