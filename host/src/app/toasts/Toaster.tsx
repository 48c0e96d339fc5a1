import styled from '@emotion/styled';
import { dismissToast, runToastAction, toastsAtom, uiStore, useAtomValue } from 'shared-ui';
import { HOST_FR } from '../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Stack = styled.div`
  position: fixed;
  left: 50%;
  bottom: 1.25rem;
  z-index: 80;
  transform: translateX(-50%);
  display: grid;
  gap: 0.6rem;
  width: min(520px, calc(100vw - 1.5rem));
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.85rem 1rem;
  border-radius: 12px;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.3);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-left: 6px solid ${({ theme }) => theme.colors.secondary};
  font-weight: 600;
  &[data-kind='error'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-kind='success'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  p {
    margin: 0;
    flex: 1;
  }
  button {
    min-height: 36px;
    border: 0;
    border-radius: 999px;
    padding: 0.2rem 0.75rem;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .action {
    font-weight: 800;
    text-decoration: underline;
  }
`;

/** Toasts of the whole site (TOAST-1: 4 s by default); remotes add them with showToast. */
export function Toaster() {
  useSiteLanguage();
  const toasts = useAtomValue(toastsAtom, { store: uiStore });
  return (
    <Stack aria-live="polite" aria-atomic="false" data-testid="toasts">
      {toasts.map((toast) => (
        <Item
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
          data-testid="toast"
        >
          <p>{toast.text}</p>
          {toast.action ? (
            <button type="button" className="action" onClick={() => runToastAction(toast)} data-testid="toast-action">
              {toast.action.label}
            </button>
          ) : null}
          <button type="button" onClick={() => dismissToast(toast.id)} aria-label={HOST_FR.frame.closeToast}>
            ✕
          </button>
        </Item>
      ))}
    </Stack>
  );
}
