import type { FormApi } from 'final-form';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { readFormDraft, writeFormDraft, type DraftKeeping } from '../state/form-drafts';
import { isLazyValidator, type FieldErrors, type FormValidator, type LazyValidator } from './form-validators';
import { FormStack } from './form-styles';
import { fieldId } from './TextField';
import { ServerFormContext } from './server-form-state';
import type { ServerFormState } from 'shared-kit/core';
import { useSiteLanguage } from 'shared-ui/i18n';

export interface ValidatedFormProps<Values extends object> {
  id: string;
  labelledBy: string;
  /** The form's checks: a validator, or one loaded when the form shows (`lazyValidator`). */
  validate: FormValidator<Values> | LazyValidator<Values>;
  /**
   * Sends the values. What the server refused about one field comes back as its message (`{ oldPassword: '…' }`):
   * the field shows it, marked invalid, until it is changed, and gets the focus.
   */
  onSubmit: (values: Values) => Promise<void | FieldErrors>;
  /** Values to start from (a prefilled form); a failed submit keeps what the user typed. */
  initialValues?: Partial<Values>;
  /**
   * Called at every press of the submit button, before validation: the page clears the message of the previous
   * attempt (an error or « enregistré »), so that it never stays beside the outcome of this one.
   */
  onAttempt?: () => void;
  /**
   * Keeps what the user types as a draft (state/form-drafts.ts) and starts from it after a reload: the draft wins
   * over `initialValues`. The page clears it (`clearFormDraft(name)`) once the form's work is done.
   */
  draft?: FormDraftOptions;
  /**
   * Where the form is sent without JavaScript (`method="post"`): the page's own address, which the session server
   * answers (log in, sign up, reset). With JavaScript the form is sent by `onSubmit` as ever.
   */
  action?: string;
  /** The server's answer to that plain POST: the form starts from it (server-form-state.ts). */
  serverState?: ServerFormState;
  children: (values: Partial<Values>) => ReactNode;
}

export interface FormDraftOptions {
  name: string;
  /** The logged-in user's e-mail: no user, no draft. */
  user: string | undefined;
  /** Fields not to keep (passwords never are). */
  omit?: readonly string[];
  /** `in-tab` (the default) or `on-device`: kept after the tab closes, until sent or logout (state/form-drafts.ts). */
  keeping?: DraftKeeping;
}

const NO_ERRORS = (): FieldErrors => ({});

/** `run` as a new function for `language` (final-form runs a new `validate` at once: its messages are said again). */
const validatorIn =
  <Values,>(_language: string, run: FormValidator<Values>): FormValidator<Values> =>
  (values) =>
    run(values);

function focusFirstInvalid<Values extends object>(id: string, form: FormApi<Values>): void {
  const { errors, submitErrors } = form.getState();
  const refused = (name: string) =>
    typeof errors?.[name] === 'string' || typeof (submitErrors as FieldErrors | undefined)?.[name] === 'string';
  const firstInvalid = form.getRegisteredFields().find(refused);
  const field = firstInvalid ? document.getElementById(fieldId(id, firstInvalid)) : null;
  if (!field) return;
  // Focus alone scrolls the field to the window's edge, under the sticky header: the field and its message go to the
  // middle. jsdom has no layout: scrollIntoView may be missing there.
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * The validator to run now: the given one, or the lazy one once loaded (null until then). A lazy one is loaded once
 * the visitor reaches for the form (`wanted`), not with the page: its checks (joi) take a phone's main thread for a
 * long task, which a page shown to be read, or left, need not pay while it starts.
 */
function useValidator<Values>(validate: FormValidator<Values> | LazyValidator<Values>, wanted: boolean) {
  const [loaded, setLoaded] = useState<{ from: LazyValidator<Values>; run: FormValidator<Values> } | null>(null);
  useEffect(() => {
    if (!wanted || !isLazyValidator(validate)) return;
    let live = true;
    validate.load().then(
      (run) => live && setLoaded({ from: validate, run }),
      // Not loaded (offline): a submit asks for it again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [validate, wanted]);
  if (!isLazyValidator(validate)) return validate;
  return loaded?.from === validate ? loaded.run : null;
}

/**
 * react-final-form with the page's accessibility rules: the browser's own bubbles are off
 * (French messages come from the joi schema) and a refused submit moves the focus to the first
 * field in error, so the user hears what to fix.
 */
export function ValidatedForm<Values extends object>({
  id,
  labelledBy,
  validate,
  onSubmit,
  initialValues,
  onAttempt,
  draft,
  action,
  serverState,
  children,
}: ValidatedFormProps<Values>) {
  const draftName = draft?.name;
  const draftUser = draft?.user;
  const draftKeeping = draft?.keeping;
  // Read once per form and user: a new object each render would make final-form start over.
  const kept = useMemo(
    () => (draftName ? readFormDraft<Values>(draftName, draftUser, draftKeeping) : null),
    [draftName, draftUser, draftKeeping],
  );
  const sent = serverState?.values as Partial<Values> | undefined;
  const startFrom = useMemo(
    () => (kept || sent ? { ...initialValues, ...sent, ...kept } : initialValues),
    [initialValues, kept, sent],
  );
  // A field focused or pressed: the checks are wanted (a submit before that asks for them itself).
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const run = useValidator(validate, wanted);
  // A validator of its own per language: final-form checks the values again when it changes, so its messages follow.
  const language = useSiteLanguage();
  const check = useMemo(() => validatorIn(language, run ?? NO_ERRORS), [run, language]);

  /** A submit pressed before a lazy validator arrived waits for it, then goes through it like any other. */
  async function submitWhenChecked(values: Values, form: FormApi<Values>): Promise<void | FieldErrors> {
    if (run !== null || !isLazyValidator(validate)) return onSubmit(values);
    let loaded: FormValidator<Values>;
    try {
      loaded = await validate.load();
    } catch (error) {
      // Unchecked values are never sent: the press is lost, the next one asks for the checks again.
      console.warn('[forms] the form checks could not be loaded', error);
      return;
    }
    form.setConfig('validate', loaded);
    if (Object.keys(loaded(values)).length === 0) return onSubmit(values);
    // Shown as any refused submit: the fields say what is wrong, the first one has the focus.
    setTimeout(() => {
      void form.submit();
      focusFirstInvalid(id, form);
    });
  }

  return (
    <ServerFormContext.Provider value={serverState}>
      <Form<Values>
        onSubmit={submitWhenChecked}
        initialValues={startFrom}
        validate={check}
        render={({ handleSubmit, form, values }) => (
          <FormStack
            id={id}
            noValidate
            aria-labelledby={labelledBy}
            {...(action ? { method: 'post', action } : {})}
            onFocusCapture={want}
            onPointerDownCapture={want}
            onSubmit={(event) => {
              onAttempt?.();
              const sent = handleSubmit(event);
              focusFirstInvalid(id, form);
              // A field the server refused gets the focus once the answer is there, so its message is read out.
              if (sent) void sent.then(() => form.getState().hasSubmitErrors && focusFirstInvalid(id, form));
            }}
          >
            {children(values)}
            {draft && (
              <FormSpy<Values>
                subscription={{ values: true, dirty: true }}
                onChange={({ values: typed, dirty }) => {
                  // Untouched, the form shows what it was given: nothing of the user's to keep yet.
                  if (dirty) writeFormDraft(draft.name, draft.user, typed, draft.omit, draft.keeping);
                }}
              />
            )}
          </FormStack>
        )}
      />
    </ServerFormContext.Provider>
  );
}
