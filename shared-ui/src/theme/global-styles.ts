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
    color-scheme: ${theme.mode};
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: 1.0625rem;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    line-height: 1.55;
  }
  a {
    color: ${theme.colors.secondary};
  }
  img {
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.secondary};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      scroll-behavior: auto !important;
      transition: none !important;
      animation: none !important;
    }
  }
`;
