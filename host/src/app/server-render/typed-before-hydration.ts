/**
 * A server-rendered form takes typing (and files chosen) before its code arrives; hydration then gives each controlled field the value
 * its form holds (empty), and what was typed would be lost. The fields typed into are remembered just before
 * hydration (and while it runs), then given back through the input events React listens to, so the form's state
 * holds them as if they had been typed after. Hydration keeps the server's elements: they are matched as they are.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

/** A file input given files: they stay on the element (hydration keeps it), the page is told of them again. */
const FILES_CHOSEN = Symbol('files chosen');
type Typed = string | boolean | typeof FILES_CHOSEN;

const TEXT_LIKE = /^(text|email|password|tel|search|url|number)$/;

function typedValue(field: Field): Typed | null {
  if (field instanceof HTMLInputElement && field.type === 'file') {
    return (field.files?.length ?? 0) > 0 ? FILES_CHOSEN : null;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked ? field.checked : null;
  }
  if (field instanceof HTMLInputElement && !TEXT_LIKE.test(field.type)) return null;
  return field.value !== field.defaultValue ? field.value : null;
}

function giveBack(field: Field, value: Typed): void {
  if (value === FILES_CHOSEN) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (typeof value === 'boolean') {
    if (!(field instanceof HTMLInputElement)) return;
    // The box may already show the tick while the form's state does not (a click React replayed after hydrating
    // found no change): React is made to see the other state first, so the click is always a change to it.
    field.checked = !value;
    field.click();
    return;
  }
  // React reads a change against the value it last saw (set through the element's own setter): that is made the
  // form's empty value first, then the typed one is put back through the prototype's setter, which React does not
  // see, so the input event is a change to it.
  field.value = '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Call right before hydrating `container`; call what it returns once hydration is done. */
export function keepTypedFields(container: HTMLElement): () => void {
  const typed = new Map<Field, Typed>();
  const note = (field: Field) => {
    const value = typedValue(field);
    // Typed then taken back (a box ticked and unticked): nothing to give back.
    if (value === null) typed.delete(field);
    else typed.set(field, value);
  };
  container.querySelectorAll<Field>('input, textarea').forEach(note);
  const onInput = (event: Event) => {
    if (event.isTrusted && (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement))
      note(event.target);
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);
  return () => {
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
    for (const [field, value] of typed) if (field.isConnected) giveBack(field, value);
  };
}
