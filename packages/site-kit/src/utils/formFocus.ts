/** The form control with this name, when it can take focus. */
export function controlNamed(form: HTMLFormElement | null, name: string): HTMLElement | null {
  const control = form?.elements.namedItem(name);
  return control instanceof HTMLElement ? control : null;
}

export function submitButtonOf(form: HTMLFormElement | null): HTMLElement | null {
  return form?.querySelector<HTMLElement>('[type="submit"]') ?? null;
}

/**
 * True when focus fell back to the page, as it does when the focused button gets disabled, or has yet to: the browser
 * moves it off a disabled control only at its next rendering update.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.matches(':disabled');
}
