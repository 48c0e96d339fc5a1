import styled from '@emotion/styled';

export const PanelSection = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 0.75rem 0;
  display: grid;
  gap: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem;
  label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.9rem;
  }
  input,
  select,
  button {
    font: inherit;
    min-height: 2.25rem;
  }
  input[type='number'] {
    width: 7rem;
  }
`;

export const Outcome = styled.p<{ error?: boolean }>`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme, error }) => (error ? theme.colors.primary : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;

/** A label above its control (not wrapping it: a wrapped select would lend its options to the name). */
export const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  font-size: 0.9rem;
`;
