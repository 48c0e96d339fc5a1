import type { HTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import { FieldBlock, FieldError, Input, Label } from './form-styles';
import { useBlurAfterPress } from './gesture-blur';
import { useServerFieldError } from './server-form-state';

export interface TextFieldProps {
  formId: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  /** Ids of texts that describe the field (e.g. the password rules). */
  describedBy?: string;
  /** Optional fields say so in their label; required is the default. */
  required?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Input mask (FORM-MASK-1: `#` digit, `@` letter, `*` alphanumeric), applied as the user types. */
  mask?: string;
}

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

const MASK_SLOTS: Record<string, RegExp> = { '#': /\d/, '@': /\p{L}/u, '*': /[\p{L}\d]/u };

/**
 * FORM-MASK-1: `#` a digit, `@` a letter, `*` a letter or a digit; any other mask
 * character is a literal written for the user (the spaces of "## ## ## ## ##"). Characters that
 * fit no slot are dropped, so a pasted "06.12.34.56.78" still fills a phone mask.
 */
export function applyMask(mask: string, raw: string): string {
  const literals = new Set([...mask].filter((char) => !(char in MASK_SLOTS)));
  const chars = [...raw].filter((char) => !literals.has(char));
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= chars.length) break;
    const rule = MASK_SLOTS[slot];
    if (!rule) {
      out += slot;
      continue;
    }
    while (next < chars.length && !rule.test(chars[next] ?? '')) next += 1;
    if (next >= chars.length) break;
    out += chars[next];
    next += 1;
  }
  while (out.length > 0 && literals.has(out.charAt(out.length - 1))) out = out.slice(0, -1);
  return out;
}

/**
 * A labelled input whose error shows once the field was left or a submit was tried, tied to the
 * input with aria-describedby so screen readers read it with the field.
 */
export function TextField({
  formId,
  name,
  label,
  type = 'text',
  autoComplete,
  describedBy,
  required = true,
  inputMode,
  maxLength,
  mask,
}: TextFieldProps) {
  const { input, meta } = useField<string>(name, mask ? { parse: (value) => applyMask(mask, value ?? '') } : undefined);
  const id = fieldId(formId, name);
  const errorId = `${id}-error`;
  const serverError = useServerFieldError(name, meta.pristine ?? true);
  const onBlur = useBlurAfterPress(input.onBlur);
  // What the server refused about this field (ValidatedForm's onSubmit answer), until the field is changed.
  const submitError = typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : null;
  const error =
    typeof meta.error === 'string' && (meta.touched || meta.submitFailed)
      ? meta.error
      : (submitError ?? serverError ?? null);
  const describedByIds = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <FieldBlock>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        onBlur={onBlur}
        value={input.value ?? ''}
        id={id}
        type={type}
        autoComplete={autoComplete}
        required={required}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={error ? true : false}
        aria-describedby={describedByIds || undefined}
        autoCapitalize={type === 'text' ? 'words' : 'none'}
        spellCheck={false}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBlock>
  );
}
