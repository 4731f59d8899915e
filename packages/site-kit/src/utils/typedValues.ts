/**
 * What the visitor typed into a prerendered form before React hydrated it, by field, where it differs from React's
 * state: hydration keeps those values on screen, but the next render would put the state's back.
 */
export function typedValues<Field extends string>(
  form: HTMLFormElement | null,
  state: Partial<Record<Field, string>>,
): [Field, string][] {
  const typed: [Field, string][] = [];
  for (const field of Object.keys(state) as Field[]) {
    const control = form?.elements.namedItem(field);
    const hasValue =
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement;
    if (hasValue && control.value !== state[field]) typed.push([field, control.value]);
  }
  return typed;
}
