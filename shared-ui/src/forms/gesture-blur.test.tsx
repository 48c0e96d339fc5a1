import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lightTheme } from '../theme/theme';
import { CheckboxField } from './ChoiceFields';
import type { FormValidator } from './form-validators';
import { TextField } from './TextField';
import { ValidatedForm } from './ValidatedForm';

interface Values {
  confirmation?: string;
  terms?: boolean;
}

const MISMATCH = 'Les deux mots de passe ne correspondent pas.';
const check: FormValidator<Values> = (values): Record<string, string> =>
  values.confirmation === 'pates2025' ? {} : { confirmation: MISMATCH };

function renderForm() {
  render(
    <ThemeProvider theme={lightTheme}>
      <h1 id="title">Inscription</h1>
      <ValidatedForm<Values> id="signup" labelledBy="title" validate={check} onSubmit={jest.fn()}>
        {() => (
          <>
            <TextField formId="signup" name="confirmation" type="password" label="Confirmation" autoComplete="off" />
            <CheckboxField formId="signup" name="terms" label="J’ai lu les Mentions légales" />
          </>
        )}
      </ValidatedForm>
    </ThemeProvider>,
  );
  const field = screen.getByLabelText('Confirmation');
  fireEvent.change(field, { target: { value: 'pates2024' } });
  field.focus();
  return field;
}

function pointer(type: 'pointerdown' | 'pointerup', pointerType: 'mouse' | 'touch', target: Element): void {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // No press left held for the next test.
  fireEvent.pointerCancel(document);
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('a field left by a press shows its error once the press is over', () => {
  it('a mouse press on the box below: the error waits for the release, so the click lands where it was aimed', () => {
    const field = renderForm();
    const box = screen.getByLabelText('J’ai lu les Mentions légales');
    pointer('pointerdown', 'mouse', box);
    fireEvent.blur(field);
    expect(screen.queryByText(MISMATCH)).toBeNull();
    pointer('pointerup', 'mouse', box);
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(screen.queryByText(MISMATCH)).toBeNull();
    act(() => jest.runOnlyPendingTimers());
    expect(field).toHaveAccessibleDescription(MISMATCH);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('a tap: the finger is up before the browser’s mouse events, and the error waits for the click they end with', () => {
    const field = renderForm();
    const box = screen.getByLabelText('J’ai lu les Mentions légales');
    pointer('pointerdown', 'touch', box);
    pointer('pointerup', 'touch', box);
    fireEvent.blur(field);
    expect(screen.queryByText(MISMATCH)).toBeNull();
    fireEvent.click(box);
    expect(screen.queryByText(MISMATCH)).toBeNull();
    act(() => jest.runOnlyPendingTimers());
    expect(box).toBeChecked();
    expect(screen.getByText(MISMATCH)).toBeVisible();
  });

  it('a tap that makes no click (a long press) shows the error all the same', () => {
    const field = renderForm();
    pointer('pointerdown', 'touch', document.body);
    pointer('pointerup', 'touch', document.body);
    fireEvent.blur(field);
    act(() => jest.advanceTimersByTime(1_000));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText(MISMATCH)).toBeVisible();
  });

  it('left with the keyboard: the error shows at once', () => {
    const field = renderForm();
    fireEvent.blur(field);
    expect(field).toHaveAccessibleDescription(MISMATCH);
  });
});
