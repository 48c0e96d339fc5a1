import styled from '@emotion/styled';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** The site's call-to-action button; `as={Link}` turns it into a link that looks the same. */
export const Button = styled.button<{ variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.65rem 1.4rem;
  border-radius: 999px;
  border: 2px solid transparent;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition: transform 0.15s ease, box-shadow 0.15s ease;
  ${({ theme, variant = 'primary' }) => {
    if (variant === 'primary') {
      return `background: ${theme.colors.primary}; color: ${theme.colors.primaryContrast};
        box-shadow: 0 4px 0 rgba(0, 0, 0, 0.2);`;
    }
    if (variant === 'secondary') {
      return `background: ${theme.colors.tertiary}; color: ${theme.colors.tertiaryContrast};
        box-shadow: 0 4px 0 rgba(0, 0, 0, 0.2);`;
    }
    return `background: transparent; color: inherit; border-color: currentColor;`;
  }}
  &:hover:not(:disabled) {
    transform: translateY(-1px);
  }
  &:active:not(:disabled) {
    transform: translateY(2px);
    box-shadow: none;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
