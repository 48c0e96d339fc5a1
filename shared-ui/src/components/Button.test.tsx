import { darkTheme, lightTheme } from '../theme/theme';
import { buttonLook } from './Button';

describe('buttonLook: the pill buttons’ rules', () => {
  it('writes the variant’s colours and the size’s height', () => {
    const primary = buttonLook({ theme: lightTheme, variant: 'primary' });
    expect(primary.styles).toContain(`background: ${lightTheme.colors.primary}`);
    expect(primary.styles).toMatch(/min-height: ?44px/);
    expect(buttonLook({ theme: lightTheme, variant: 'ghost', size: 'small' }).styles).toMatch(/min-height: ?40px/);
  });

  it('is made once per theme, variant and size (every button drawn reads it)', () => {
    const first = buttonLook({ theme: lightTheme, variant: 'secondary' });
    expect(buttonLook({ theme: lightTheme, variant: 'secondary' })).toBe(first);
    expect(buttonLook({ theme: lightTheme, variant: 'secondary', size: 'small' })).not.toBe(first);
    expect(buttonLook({ theme: darkTheme, variant: 'secondary' })).not.toBe(first);
    expect(buttonLook({ theme: darkTheme, variant: 'secondary' }).styles).toContain(darkTheme.colors.tertiary);
  });
});
