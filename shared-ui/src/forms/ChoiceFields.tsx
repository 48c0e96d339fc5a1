import { useField } from 'react-final-form';
import { CheckboxLabel, FieldBlock, FieldError, Label, Select } from './form-styles';
import { useBlurAfterPress } from './gesture-blur';
import { fieldId } from './TextField';
import { useServerFieldError } from './server-form-state';

function useFieldError(name: string, type?: 'checkbox') {
  const field = useField(name, type ? { type } : undefined);
  const { meta } = field;
  const serverError = useServerFieldError(name, meta.pristine ?? true);
  const onBlur = useBlurAfterPress(field.input.onBlur);
  const error =
    typeof meta.error === 'string' && (meta.touched || meta.submitFailed) ? meta.error : (serverError ?? null);
  return { ...field, input: { ...field.input, onBlur }, error };
}

/** A labelled checkbox (terms, newsletter, "save this address") with its error announced beside it. */
export function CheckboxField({ formId, name, label }: { formId: string; name: string; label: string }) {
  const { input, error } = useFieldError(name, 'checkbox');
  const id = fieldId(formId, name);
  const errorId = `${id}-error`;
  return (
    <FieldBlock>
      <CheckboxLabel htmlFor={id}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : false}
          aria-describedby={error ? errorId : undefined}
        />
        {label}
      </CheckboxLabel>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBlock>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select: the phone's own picker, keyboard-usable everywhere. */
export function SelectField({
  formId,
  name,
  label,
  options,
  placeholder,
}: {
  formId: string;
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  const { input, error } = useFieldError(name);
  const id = fieldId(formId, name);
  const errorId = `${id}-error`;
  return (
    <FieldBlock>
      <Label htmlFor={id}>{label}</Label>
      <Select
        {...input}
        value={(input.value as string | undefined) ?? ''}
        id={id}
        aria-invalid={error ? true : false}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBlock>
  );
}
