/**
 * A refused save that explains itself: after Keystatic refuses a save (its fields marked invalid, nothing written), a
 * French summary at the top of the form counts the problems and links each to its field, focused and announced.
 */
import { useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import './refused-save-summary.css';

/** Keystatic's forms: an entry being edited, an entry being created, a singleton. */
const formIds = ['item-edit-form', 'item-create-form', 'singleton-form'];

/** One problem of a refused save, as Keystatic's validation gives it (patches/@keystatic+core+0.6.9.patch). */
interface RefusedField {
  path: (string | number)[];
  label: string;
  message: string;
}

export interface Problem {
  /** The id of the field's input, when it is on the page (not inside a closed list item). */
  fieldId?: string;
  message: string;
}

const labelText = (label: Element) => (label.textContent ?? '').replace(/[\s*]+$/, '').trim();

/** The input Keystar labels with `label` in `form`, found by its label as staff see it. */
function fieldLabelled(form: HTMLElement, label: string): HTMLElement | undefined {
  for (const element of form.querySelectorAll('label, [id]')) {
    if (element.tagName !== 'LABEL' && !element.id.includes('react-aria')) continue;
    if (labelText(element) !== label) continue;
    const input =
      (element instanceof HTMLLabelElement && element.control) ||
      (element.id ? form.querySelector<HTMLElement>(`[aria-labelledby~="${CSS.escape(element.id)}"]`) : null);
    if (input instanceof HTMLElement) return input;
  }
  return undefined;
}

/** « Jours : ce champ est obligatoire. »: Keystatic's message, named by its field when it does not say which. */
export function problemsIn(form: HTMLElement, refused: RefusedField[]): Problem[] {
  return refused.map(({ label, message }) => ({
    fieldId: label ? fieldLabelled(form, label)?.id || undefined : undefined,
    message:
      label === '' || message.startsWith(label)
        ? message
        : `${label} : ${message[0]?.toLowerCase()}${message.slice(1)}`,
  }));
}

function Summary({ problems, attempt }: { problems: Problem[]; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  // Every refused attempt moves focus to the summary as it appears (before paint): it is read, its links come next.
  useLayoutEffect(() => box.current?.focus(), [attempt]);
  const count = problems.length;
  return (
    <div ref={box} className="refused-save" role="alert" tabIndex={-1} aria-labelledby="refused-save-title">
      <h2 id="refused-save-title" className="refused-save-title">
        Non enregistré : {count} {count > 1 ? 'problèmes' : 'problème'} à corriger
      </h2>
      <ul className="refused-save-list">
        {problems.map(({ fieldId, message }, index) => (
          <li key={index}>
            {fieldId === undefined ? (
              message
            ) : (
              <a
                href={`#${fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(fieldId);
                  if (!field) return;
                  event.preventDefault();
                  field.scrollIntoView({ block: 'center' });
                  field.focus({ preventScroll: true });
                }}
              >
                {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const roots = new WeakMap<HTMLElement, Root>();
let attempts = 0;

function formOnPage() {
  return formIds.map((id) => document.getElementById(id)).find((form) => form !== null) ?? undefined;
}

function render(form: HTMLElement, problems: Problem[]) {
  let root = roots.get(form);
  if (problems.length === 0) return root?.render(null);
  if (!root) {
    const slot = document.createElement('div');
    slot.className = 'refused-save-slot';
    form.prepend(slot);
    root = createRoot(slot);
    roots.set(form, root);
  }
  attempts += 1;
  root.render(<Summary problems={problems} attempt={attempts} />);
}

/**
 * Keystatic announces a refused save (its patch); the summary then waits a frame for the fields it marks. Each save
 * attempt, by the « Sauvegarder » button or Ctrl+S / ⌘+S, clears the previous summary first.
 */
export function explainRefusedSaves() {
  const clear = () => {
    const form = formOnPage();
    if (form) render(form, []);
  };
  document.addEventListener('submit', clear, { capture: true });
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey)) clear();
    },
    { capture: true },
  );
  document.addEventListener('keystatic:save-refused', (event) => {
    const refused = (event as CustomEvent<RefusedField[]>).detail;
    requestAnimationFrame(() => {
      const form = formOnPage();
      if (form) render(form, problemsIn(form, refused));
    });
  });
}
