import { css } from '@emotion/react';
import type { SiteTheme } from './theme';

export const globalStyles = (theme: SiteTheme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    line-height: 1.5;
  }
  a {
    color: ${theme.colors.secondary};
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.secondary};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      scroll-behavior: auto !important;
      transition: none !important;
      animation: none !important;
    }
  }
`;
