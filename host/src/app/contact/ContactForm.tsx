import { useState } from 'react';
import styled from '@emotion/styled';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Button, kitErrorMessage, useSiteRuntime } from 'shared-ui';
import { validateContact, type ContactValues } from './contact-schema';
import { HOST_FR } from '../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Fields = styled.form`
  display: grid;
  gap: 1rem;
  .field {
    display: grid;
    gap: 0.35rem;
  }
  label {
    font-weight: 700;
  }
  input,
  textarea {
    font: inherit;
    padding: 0.7rem 0.9rem;
    border-radius: 10px;
    border: 2px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    font-size: 0.95rem;
  }
  .done {
    padding: 1rem;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 700;
  }
`;

/** The contact form: a support ticket through the kit (RECEIPT-5 createZendesk). */
export function ContactForm({ receiptUuid, onSent }: { receiptUuid?: string; onSent?: () => void }) {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <p className="done" role="status" data-testid="contact-sent">
        {HOST_FR.contact.sent}
      </p>
    );
  }

  return (
    <Form<ContactValues>
      validate={validateContact}
      onSubmit={async (values) => {
        try {
          await kit.createZendesk({ title: values.title.trim(), text: values.text.trim(), receiptUuid });
          setSent(true);
          onSent?.();
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: kitErrorMessage(error) };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <Fields onSubmit={handleSubmit} noValidate aria-label={HOST_FR.contact.form}>
          <Field<string> name="title">
            {({ input, meta }) => {
              const error = meta.touched && meta.error ? String(meta.error) : null;
              return (
                <div className="field">
                  <label htmlFor="contact-title-input">{HOST_FR.contact.subject}</label>
                  <input
                    {...input}
                    id="contact-title-input"
                    type="text"
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'contact-title-error' : undefined}
                  />
                  {error ? (
                    <span className="error" id="contact-title-error" role="alert">
                      {error}
                    </span>
                  ) : null}
                </div>
              );
            }}
          </Field>
          <Field<string> name="text">
            {({ input, meta }) => {
              const error = meta.touched && meta.error ? String(meta.error) : null;
              return (
                <div className="field">
                  <label htmlFor="contact-text-input">{HOST_FR.contact.message}</label>
                  <textarea
                    {...input}
                    id="contact-text-input"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'contact-text-error' : undefined}
                  />
                  {error ? (
                    <span className="error" id="contact-text-error" role="alert">
                      {error}
                    </span>
                  ) : null}
                </div>
              );
            }}
          </Field>
          {typeof submitError === 'string' ? (
            <p className="error" role="alert">
              {submitError}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={submitting}>
              {submitting ? HOST_FR.contact.sending : HOST_FR.contact.send}
            </Button>
          </div>
        </Fields>
      )}
    />
  );
}
