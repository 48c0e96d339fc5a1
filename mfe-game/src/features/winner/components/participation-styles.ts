import styled from '@emotion/styled';

/** The look the two steps of the participation share. */
export const StepLabel = styled.p`
  margin: 0;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.85rem;
`;

export const StepTitle = styled.h2`
  margin: 0;
  font-size: 1.35rem;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;
