import styled from '@emotion/styled';
import { ACCOUNT_FR } from '../messages/fr';
import { TextButton } from './page-styles';
import { useSiteLanguage } from 'shared-ui/i18n';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  margin-top: 1.25rem;
`;

/** Previous / next between pages of a list; hidden when everything fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  useSiteLanguage();
  if (pages <= 1) return null;
  return (
    <Nav aria-label={label}>
      <TextButton type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {ACCOUNT_FR.common.previous}
      </TextButton>
      <span aria-live="polite">{ACCOUNT_FR.common.page(page, pages)}</span>
      <TextButton type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {ACCOUNT_FR.common.next}
      </TextButton>
    </Nav>
  );
}

/** The items of `page` (1-based), clamped so a list that shrank never shows an empty page. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}
