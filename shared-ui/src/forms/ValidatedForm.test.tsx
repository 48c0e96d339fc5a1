import { ThemeProvider } from '@emotion/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lightTheme } from '../theme/theme';
import { lazyValidator, type FormValidator } from './form-validators';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import { ValidatedForm } from './ValidatedForm';

interface Values {
  email?: string;
}

const check: FormValidator<Values> = (values): Record<string, string> =>
  values.email?.includes('@') ? {} : { email: 'Merci de saisir votre adresse e-mail.' };

function renderForm(validate: Parameters<typeof ValidatedForm<Values>>[0]['validate'], onSubmit = jest.fn()) {
  render(
    <ThemeProvider theme={lightTheme}>
      <h1 id="title">Connexion</h1>
      <ValidatedForm<Values> id="login" labelledBy="title" validate={validate} onSubmit={onSubmit}>
        {() => (
          <>
            <TextField formId="login" name="email" type="email" label="Adresse e-mail" autoComplete="email" />
            <SubmitButton loading={false} label="Se connecter" loadingLabel="Connexion…" needsNetwork={false} />
          </>
        )}
      </ValidatedForm>
    </ThemeProvider>,
  );
  return onSubmit;
}

describe('ValidatedForm with a validator loaded when the form shows', () => {
  it('takes typing before the validator is there, then checks with it', async () => {
    let arrive: (validator: FormValidator<Values>) => void = () => undefined;
    const load = jest.fn(() => new Promise<FormValidator<Values>>((resolve) => (arrive = resolve)));
    const onSubmit = renderForm(lazyValidator(load));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'lea');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('lea');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive(check));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      'Merci de saisir votre adresse e-mail.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a submit pressed before the validator arrived waits for it: refused values are shown, never sent', async () => {
    let arrive: (validator: FormValidator<Values>) => void = () => undefined;
    const onSubmit = renderForm(lazyValidator(() => new Promise((resolve) => (arrive = resolve))));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'lea');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => arrive(check));
    await waitFor(() =>
      expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
        'Merci de saisir votre adresse e-mail.',
      ),
    );
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a submit pressed before the validator arrived sends good values once it has checked them', async () => {
    let arrive: (validator: FormValidator<Values>) => void = () => undefined;
    const onSubmit = renderForm(lazyValidator(() => new Promise((resolve) => (arrive = resolve))));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'lea@example.fr');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => arrive(check));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'lea@example.fr' });
  });

  it('loads a lazy validator once for every form that uses it', async () => {
    const load = jest.fn(async () => check);
    const shared = lazyValidator(load);
    renderForm(shared);
    renderForm(shared);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('sends nothing when the checks cannot be loaded, and asks for them again at the next press', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<FormValidator<Values>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(check);
    const onSubmit = renderForm(lazyValidator(load));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'lea@example.fr');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    warn.mockRestore();
  });
});
