import styled from '@emotion/styled';
import { setThemeMode, useThemeMode } from './theme-mode';
import { HOST_FR } from '../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 40px;
  padding: 0.35rem 0.75rem;
  border-radius: 999px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 700;
  cursor: pointer;
`;

/**
 * LAYOUT-7: the button names the theme it switches to (« Thème clair » while the dark one is on). Its words change,
 * so it is a plain button, not a pressed toggle (a toggle keeps one name and says pressed or not).
 */
export function ThemeToggle() {
  useSiteLanguage();
  const mode = useThemeMode();
  const dark = mode === 'dark';
  return (
    <Toggle
      type="button"
      onClick={() => setThemeMode(dark ? 'light' : 'dark')}
      data-testid="theme-toggle"
      data-theme={mode}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
      {dark ? HOST_FR.frame.toLightTheme : HOST_FR.frame.toDarkTheme}
    </Toggle>
  );
}
