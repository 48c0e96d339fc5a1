/** Theme tokens (LAYOUT-7: breakpoints, light default with a dark theme). */
export const BREAKPOINTS = { xs: 600, sm: 960, md: 1280, lg: 1920, xl: 2560 } as const;
/** LAYOUT-7: the mobile navigation switches at the large breakpoint. */
export const MOBILE_SWITCH = BREAKPOINTS.md;

export const mq = {
  up: (px: number) => `@media (min-width: ${px}px)`,
  down: (px: number) => `@media (max-width: ${px - 0.02}px)`,
};

export type ThemeMode = 'light' | 'dark';

export interface SiteTheme {
  mode: ThemeMode;
  colors: {
    primary: string;
    primaryContrast: string;
    secondary: string;
    tertiary: string;
    tertiaryContrast: string;
    background: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    textMuted: string;
    border: string;
    danger: string;
    success: string;
    /** Page backgrounds (LAYOUT-1: primary or tertiary). */
    pagePrimary: string;
    pageTertiary: string;
    /** Text drawn straight on a page background. */
    onPagePrimary: string;
    onPageTertiary: string;
    footer: string;
    onFooter: string;
  };
  /** Confetti opacity on page backgrounds (softer in the dark theme). */
  confettiOpacity: number;
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
    tertiaryContrast: '#3a1208',
    background: '#fff8ec',
    surface: '#ffffff',
    surfaceAlt: '#fff3d6',
    text: '#1f1a17',
    textMuted: '#5d5550',
    border: '#e6d9c6',
    danger: '#b00020',
    success: '#1b7f3b',
    pagePrimary: '#c8102e',
    pageTertiary: '#ffd23f',
    onPagePrimary: '#ffffff',
    onPageTertiary: '#3a1208',
    footer: '#3a1208',
    onFooter: '#fff3d6',
  },
  confettiOpacity: 0.55,
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
    primary: '#ff6b7d',
    primaryContrast: '#1a0d0f',
    secondary: '#9db8ff',
    tertiary: '#f2c230',
    tertiaryContrast: '#1a0d0f',
    background: '#17120f',
    surface: '#241c18',
    surfaceAlt: '#2e241e',
    text: '#f5ede4',
    textMuted: '#c2b6aa',
    border: '#3c302a',
    danger: '#ff6b6b',
    success: '#5fd38a',
    pagePrimary: '#5e0a17',
    pageTertiary: '#4d2c06',
    onPagePrimary: '#fff3d6',
    onPageTertiary: '#fff3d6',
    footer: '#0f0b09',
    onFooter: '#f5ede4',
  },
  confettiOpacity: 0.28,
  shadow: '0 6px 24px rgba(0, 0, 0, 0.45)',
};

export const THEMES: Record<ThemeMode, SiteTheme> = { light: lightTheme, dark: darkTheme };

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
