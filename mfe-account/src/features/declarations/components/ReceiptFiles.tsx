import styled from '@emotion/styled';
import type { ReceiptFile } from 'shared-kit';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Row = styled.ul<{ size: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  img,
  .pdf {
    display: block;
    width: ${({ size }) => size}px;
    max-width: 100%;
    height: ${({ size }) => size}px;
    /* A thumbnail fills its square with the top of the ticket (the shop's name and the date: a long ticket's middle is
       blank paper); a large picture shows the whole receipt. */
    object-fit: ${({ size }) => (size > 100 ? 'contain' : 'cover')};
    object-position: top;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .pdf {
    display: grid;
    place-items: center;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

export function isPdf(file: ReceiptFile): boolean {
  return file.content_type === 'application/pdf';
}

/**
 * The receipt's files from the provider's file URLs: small thumbnails in the history, large
 * pictures on the receipt page. A PDF cannot be a thumbnail: it is a tile that opens it in a new tab.
 * Width and height are fixed so the list does not move as pictures arrive.
 */
export function ReceiptFiles({ files, size }: { files: readonly ReceiptFile[]; size: 'thumbnail' | 'large' }) {
  useSiteLanguage();
  const px = size === 'thumbnail' ? 72 : 320;
  return (
    <Row size={px} data-testid="receipt-files">
      {files.map((file, index) => {
        const number = index + 1;
        if (!file.url) return null;
        if (isPdf(file)) {
          return (
            <li key={file.key}>
              <a
                className="pdf"
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={ACCOUNT_FR.declarations.openPdf(number)}
              >
                {ACCOUNT_FR.declarations.pdf}
              </a>
            </li>
          );
        }
        const image = (
          <img
            src={file.url}
            alt={ACCOUNT_FR.declarations.file(number)}
            width={px}
            height={px}
            loading="lazy"
            decoding="async"
          />
        );
        return (
          <li key={file.key}>
            {size === 'large' ? (
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </Row>
  );
}
