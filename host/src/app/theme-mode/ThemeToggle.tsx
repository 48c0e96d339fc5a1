import styled from '@emotion/styled';
import { uiStore, useAtomValue } from 'shared-ui';
import { setThemeMode, themeModeAtom } from './theme-mode';
import { HOST_FR } from '../../messages/fr';

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

export function ThemeToggle() {
  const mode = useAtomValue(themeModeAtom, { store: uiStore });
  const dark = mode === 'dark';
  return (
    <Toggle
      type="button"
      aria-pressed={dark}
      onClick={() => setThemeMode(dark ? 'light' : 'dark')}
      data-testid="theme-toggle"
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
      {HOST_FR.frame.darkTheme}
    </Toggle>
  );
}
