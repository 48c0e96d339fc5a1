import styled from '@emotion/styled';
import { useNetworkGuard } from '../components/network-guard';
import { useSiteLanguage } from 'shared-ui/i18n';

const Button = styled.button`
  min-height: 44px;
  padding: 0.65rem 1.4rem;
  border-radius: 999px;
  border: 0;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  &:disabled {
    opacity: 0.65;
    cursor: progress;
  }
`;

/**
 * AUTH-1: the submit is disabled while the form is loading, and says so. A submit that sends something is also
 * disabled while the browser has no network, with the reason under it (`needsNetwork={false}` for a step that only
 * moves on in the page).
 */
export function SubmitButton({
  loading,
  label,
  loadingLabel,
  needsNetwork = true,
}: {
  loading: boolean;
  label: string;
  loadingLabel: string;
  needsNetwork?: boolean;
}) {
  useSiteLanguage();
  const network = useNetworkGuard(needsNetwork);
  return (
    <>
      <Button
        type="submit"
        disabled={loading || network.offline}
        aria-busy={loading}
        aria-describedby={network.describedBy}
      >
        {loading ? loadingLabel : label}
      </Button>
      {network.reason}
    </>
  );
}
