import { css, type SerializedStyles, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'regular' | 'small';

export interface ButtonLook {
  theme: Theme;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * The look of the site's pill buttons, for anything that must look like one: `Button` below, or a router link
 * in the host (`styled(Link)` with `buttonLook`), without copying the rules.
 * `ghost` is the quiet one (close a dialog or a drawer): no fill, the text colour for its border.
 * `small` is for headers of dialogs and drawers, where a full-size button would crowd the title.
 * Written with `css` so that the build minifies its rules as it does a styled component's (rspack.base.config.ts).
 */
export function buttonLook({ theme, variant = 'primary', size = 'regular' }: ButtonLook): SerializedStyles {
  // Made once per theme and kind: every button drawn would otherwise build and hash its rules again.
  let looks = looksByTheme.get(theme);
  if (!looks) looksByTheme.set(theme, (looks = new Map()));
  const kind = `${variant} ${size}`;
  let look = looks.get(kind);
  if (!look) looks.set(kind, (look = buttonRules(theme, variant, size)));
  return look;
}

const looksByTheme = new WeakMap<Theme, Map<string, SerializedStyles>>();

function buttonRules(theme: Theme, variant: ButtonVariant, size: ButtonSize): SerializedStyles {
  const colours =
    variant === 'primary'
      ? `background: ${theme.colors.primary}; color: ${theme.colors.primaryContrast}; box-shadow: 0 4px 0 rgba(0, 0, 0, 0.2);`
      : variant === 'secondary'
        ? `background: ${theme.colors.tertiary}; color: ${theme.colors.tertiaryContrast}; box-shadow: 0 4px 0 rgba(0, 0, 0, 0.2);`
        : 'background: transparent; color: inherit; border-color: currentColor;';
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: ${size === 'small' ? '40px' : '44px'};
    padding: ${size === 'small' ? '0.25rem 0.9rem' : '0.65rem 1.4rem'};
    border-radius: 999px;
    border: 2px solid transparent;
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    /* A label wraps rather than pushing a narrow phone (320 px) sideways; it stays on one line wherever it fits. */
    white-space: normal;
    text-align: center;
    max-width: 100%;
    cursor: pointer;
    transition:
      transform 0.15s ease,
      box-shadow 0.15s ease;
    ${colours}
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
}

/** The site's call-to-action button. */
export const Button = styled.button<Omit<ButtonLook, 'theme'>>`
  ${({ theme, variant, size }) => buttonLook({ theme, variant, size })}
`;
