import styled from '@emotion/styled';
import { useBringIntoView } from 'shared-ui/display';
import { GAME_FR } from '../../../messages/fr';
import { CODE_MAX_LENGTH } from '../state/code-format';
import { useSiteLanguage } from 'shared-ui/i18n';

/** FORM-MASK-1 `*`: letters and digits only (spaces, dashes and the like are dropped as typed). */
export function alphanumeric(raw: string): string {
  return raw.replace(/[^\p{L}\d]/gu, '');
}

const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  label {
    font-weight: 700;
  }
  input {
    width: 100%;
    max-width: 24rem;
    min-height: 52px;
    padding: 0.5rem 1rem;
    border-radius: 12px;
    border: 3px solid ${({ theme }) => theme.colors.border};
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.4rem;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  input:read-only {
    opacity: 0.8;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** What to do next, beside an error whose words give no way on. */
  nextStep?: string | null;
  readOnly: boolean;
}

/** The unique code, with its GAME-BURN-2 message right under it, tied to the field for screen readers. */
export function CodeField({ value, onChange, error, nextStep = null, readOnly }: CodeFieldProps) {
  useSiteLanguage();
  // The refusal comes back after « Valider », far below on a phone: the field comes back into view, focused, so the
  // message under it is seen and read out.
  const inputRef = useBringIntoView<HTMLInputElement>(error, { focus: true });
  return (
    <Field>
      <label htmlFor="game-code">{GAME_FR.play.codeLabel}</label>
      <input
        ref={inputRef}
        id="game-code"
        name="code"
        value={value}
        onChange={(event) => onChange(alphanumeric(event.target.value))}
        readOnly={readOnly}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CODE_MAX_LENGTH}
        aria-invalid={error ? true : false}
        aria-describedby={[
          'game-code-hint',
          error ? 'game-code-error' : null,
          error && nextStep ? 'game-code-next' : null,
        ]
          .filter(Boolean)
          .join(' ')}
      />
      <Hint id="game-code-hint">{GAME_FR.play.codeHint}</Hint>
      {error ? (
        <ErrorText id="game-code-error" role="alert" data-testid="burn-error">
          {error}
        </ErrorText>
      ) : null}
      {error && nextStep ? (
        <p id="game-code-next" data-testid="burn-next-step">
          {nextStep}
        </p>
      ) : null}
    </Field>
  );
}
