/** Where a form posts as plain HTML, before React or without it, and the hidden fields it carries there. */
export interface FormPost {
  action: string;
  fields?: Record<string, string>;
}

/** The form post's hidden fields; uncontrolled, so that a value the host wrote into the page survives hydration. */
export function HiddenFields({ fields = {} }: { fields?: Record<string, string> | undefined }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} defaultValue={value} />
  ));
}
