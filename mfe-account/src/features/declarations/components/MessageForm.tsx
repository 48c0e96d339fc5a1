import { useId, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { FieldError, FormMessage, Label, SubmitButton } from 'shared-ui/forms';
import { userMessageOf } from '../../../lib/user-message';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Form = styled.form`
  display: grid;
  gap: 0.6rem;
  margin-top: 0.75rem;
  max-width: 560px;
  textarea {
    width: 100%;
    min-height: 7rem;
    padding: 0.6rem 0.8rem;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    font: inherit;
    font-size: max(1rem, 16px);
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const MAX_LENGTH = 2000;

interface MessageFormProps {
  title: string;
  label: string;
  submitLabel: string;
  sendingLabel: string;
  successText: string;
  send: (message: string) => Promise<unknown>;
  testId: string;
}

/**
 * One message to the provider about a receipt (a contest, a problem report): checked before the
 * request, the text stays in the field when sending fails.
 */
export function MessageForm({ title, label, submitLabel, sendingLabel, successText, send, testId }: MessageFormProps) {
  useSiteLanguage();
  const id = useId();
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, setState] = useState<{ sending: boolean; error: string | null; sent: boolean }>({
    sending: false,
    error: null,
    sent: false,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '') {
      setInvalid(true);
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    setState({ sending: true, error: null, sent: false });
    try {
      await send(message.trim());
      setState({ sending: false, error: null, sent: true });
    } catch (error) {
      setState({ sending: false, error: userMessageOf(error), sent: false });
    }
  }

  if (state.sent)
    return (
      <FormMessage tone="success" testId={`${testId}-sent`}>
        {successText}
      </FormMessage>
    );
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`} data-testid={testId}>
      <h3 id={`${id}-title`}>{title}</h3>
      <Label htmlFor={`${id}-message`}>{label}</Label>
      <textarea
        id={`${id}-message`}
        value={message}
        maxLength={MAX_LENGTH}
        onChange={(event) => {
          setMessage(event.target.value);
          if (event.target.value.trim() !== '') setInvalid(false);
        }}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        required
      />
      {invalid ? <FieldError id={`${id}-error`}>{ACCOUNT_FR.validation.messageRequired}</FieldError> : null}
      {state.error ? <FormMessage tone="error">{state.error}</FormMessage> : null}
      <div>
        <SubmitButton loading={state.sending} label={submitLabel} loadingLabel={sendingLabel} />
      </div>
    </Form>
  );
}
