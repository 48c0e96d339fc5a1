import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

describe('ValidatedForm with a validator loaded once the form is reached', () => {
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

  it('loads nothing with the page: the checks come once a field is reached, once for every form that uses them', async () => {
    const load = jest.fn(async () => check);
    const shared = lazyValidator(load);
    renderForm(shared);
    renderForm(shared);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    // The two forms share an id here: their fields are told apart by place, not by label.
    const [first, second] = [...document.querySelectorAll<HTMLInputElement>('input[name="email"]')];
    act(() => first!.focus());
    act(() => second!.focus());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('loads the checks when a field is pressed (a tap on a phone)', async () => {
    const load = jest.fn(async () => check);
    renderForm(lazyValidator(load));
    fireEvent.pointerDown(screen.getByLabelText('Adresse e-mail'));
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
