import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import { lightTheme } from '../theme/theme';
import { CivilityField } from './CivilityField';
import { ValidatedForm } from './ValidatedForm';

describe('the civility field of every form', () => {
  it('offers « Choisir… » then the three titles of USER-INFO-2 in French, sending Mr, Mme or N/A', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <ValidatedForm
          id="f"
          labelledBy="t"
          validate={() => ({})}
          onSubmit={async () => undefined}
          initialValues={{ title: 'Mme' }}
        >
          {() => <CivilityField formId="f" name="title" label="Civilité" />}
        </ValidatedForm>
      </ThemeProvider>,
    );
    const select = screen.getByLabelText('Civilité');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Choisir…'],
      ['Mr', 'Monsieur'],
      ['Mme', 'Madame'],
      ['N/A', 'Non précisé'],
    ]);
    expect(select).toHaveValue('Mme');
  });
});
