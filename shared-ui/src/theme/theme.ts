/** Theme tokens (spec §9: breakpoints, light default with a dark theme). */
export const BREAKPOINTS = { xs: 600, sm: 960, md: 1280, lg: 1920, xl: 2560 } as const;
/** Spec §9: the mobile navigation switches at the large breakpoint. */
export const MOBILE_SWITCH = BREAKPOINTS.md;

export const mq = {
  up: (px: number) => `@media (min-width: ${px}px)`,
  down: (px: number) => `@media (max-width: ${px - 0.02}px)`,
};

export interface SiteTheme {
  mode: 'light' | 'dark';
  colors: {
    primary: string;
    primaryContrast: string;
    secondary: string;
    tertiary: string;
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    border: string;
    danger: string;
    success: string;
    /** Page backgrounds (spec §2: primary or tertiary). */
    pagePrimary: string;
    pageTertiary: string;
  };
  radius: string;
  font: { body: string; display: string };
  shadow: string;
}

export const lightTheme: SiteTheme = {
  mode: 'light',
  colors: {
    primary: '#c8102e',
    primaryContrast: '#ffffff',
    secondary: '#1d3c8f',
    tertiary: '#ffd23f',
    background: '#fff8ec',
    surface: '#ffffff',
    text: '#1f1a17',
    textMuted: '#5d5550',
    border: '#e6d9c6',
    danger: '#b00020',
    success: '#1b7f3b',
    pagePrimary: '#c8102e',
    pageTertiary: '#ffd23f',
  },
  radius: '14px',
  font: {
    body: "'Trebuchet MS', 'Segoe UI', system-ui, -apple-system, sans-serif",
    display: "'Arial Black', 'Segoe UI Black', system-ui, sans-serif",
  },
  shadow: '0 6px 24px rgba(60, 20, 10, 0.12)',
};

export const darkTheme: SiteTheme = {
  ...lightTheme,
  mode: 'dark',
  colors: {
    ...lightTheme.colors,
    primary: '#ff5a6e',
    primaryContrast: '#1a0d0f',
    secondary: '#8fb0ff',
    background: '#17120f',
    surface: '#241c18',
    text: '#f5ede4',
    textMuted: '#c2b6aa',
    border: '#3c302a',
    pagePrimary: '#5e0a17',
    pageTertiary: '#4a3c0c',
  },
  shadow: '0 6px 24px rgba(0, 0, 0, 0.4)',
};

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
