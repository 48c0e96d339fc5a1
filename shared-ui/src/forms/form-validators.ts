/** One French message per field in error, keyed by field name. */
export type FieldErrors = Record<string, string>;

export type FormValidator<Values> = (values: Values) => FieldErrors;

/**
 * A validator whose code loads only when the form is shown (`shared-ui/validation` brings joi, about 50 kB gz): the
 * form takes typing at once and is checked as soon as the validator is there; a submit pressed before waits for it.
 */
export interface LazyValidator<Values> {
  readonly load: () => Promise<FormValidator<Values>>;
}

export function lazyValidator<Values>(load: () => Promise<FormValidator<Values>>): LazyValidator<Values> {
  let loading: Promise<FormValidator<Values>> | null = null;
  return {
    load: () => {
      // One download per form, whatever the number of forms shown; a failed one is tried again next time.
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}

export function isLazyValidator<Values>(
  validate: FormValidator<Values> | LazyValidator<Values>,
): validate is LazyValidator<Values> {
  return typeof validate !== 'function';
}
