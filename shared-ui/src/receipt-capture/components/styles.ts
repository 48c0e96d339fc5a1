import styled from '@emotion/styled';

const hidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span(hidden);
export const HiddenInput = styled.input(hidden);

/* minmax(0, 1fr): a long file name or label wraps inside the column instead of widening the page on a phone. */
export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;

export const GroupBox = styled.section`
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  padding: 1rem;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  min-width: 0;
`;

export const GroupHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  flex-wrap: wrap;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A label styled as a button around a visually hidden file input: one tab stop, visible focus. */
export const PickLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.55rem 1.1rem;
  border-radius: 999px;
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const TextButton = styled.button`
  min-height: 44px;
  padding: 0.4rem 0.8rem;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const FileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 0.75rem;
`;

export const FileItem = styled.li`
  display: grid;
  justify-items: center;
  gap: 0.25rem;
  padding: 0.5rem;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  text-align: center;
  font-size: 0.85rem;
  img,
  svg {
    width: 96px;
    height: 96px;
    object-fit: cover;
    /* The top of a long ticket (the shop and the date), not its blank middle. */
    object-position: top;
    border-radius: 8px;
  }
  .name {
    max-width: 100%;
    overflow-wrap: anywhere;
    font-weight: 700;
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Alert = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  padding: 0.75rem 1rem;
  border-radius: 8px;
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
`;

export const Bar = styled.div`
  display: grid;
  gap: 0.35rem;
  meter,
  progress {
    width: 100%;
    height: 14px;
  }
`;
