import styled from '@emotion/styled';

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

/** Spec §4: the submit is disabled while the form is loading, and says so. */
export function SubmitButton({
  loading,
  label,
  loadingLabel,
}: {
  loading: boolean;
  label: string;
  loadingLabel: string;
}) {
  return (
    <Button type="submit" disabled={loading} aria-busy={loading}>
      {loading ? loadingLabel : label}
    </Button>
  );
}
