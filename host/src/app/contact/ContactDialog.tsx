import { useCallback } from 'react';
import styled from '@emotion/styled';
import { Button, uiStore } from 'shared-ui';
import { contactDialogAtom } from '../layout-state/layout-atoms';
import { useDialogFocus } from '../layout-state/use-dialog-focus';
import { ContactForm } from './ContactForm';
import { HOST_FR } from '../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(20, 8, 4, 0.55);
`;

const Panel = styled.div`
  width: min(560px, 100%);
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: clamp(1.25rem, 4vw, 2rem);
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  outline: none;
  .top {
    display: flex;
    justify-content: space-between;
    align-items: start;
    gap: 1rem;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-family: ${({ theme }) => theme.font.display};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The contact dialog (LAYOUT-4: a layout-level state), opened from the account menu. */
export default function ContactDialog({ receiptUuid }: { receiptUuid?: string }) {
  useSiteLanguage();
  const close = useCallback(() => uiStore.set(contactDialogAtom, { open: false }), []);
  const ref = useDialogFocus<HTMLDivElement>(close);
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && close()}>
      <Panel
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="contact-dialog-title"
        tabIndex={-1}
        data-testid="contact-dialog"
      >
        <div className="top">
          <h2 id="contact-dialog-title">{HOST_FR.contact.title}</h2>
          <Button type="button" variant="ghost" size="small" onClick={close}>
            {HOST_FR.contact.close}
          </Button>
        </div>
        <p>{HOST_FR.contact.intro}</p>
        <ContactForm receiptUuid={receiptUuid} />
      </Panel>
    </Backdrop>
  );
}
