// The visitor's own page, answered again after a form post that did not go through: the prerendered page rewritten by
// workerd's HTMLRewriter, each value put back, each problem under its field and in a summary at the top of the form.
import { formPostMessages } from '@fabrique/forms';
import type { FieldProblems, PostedValues } from './posted-forms.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const attribute = (text: string) => text.replace(/["\\]/g, '\\$&');
/** HTMLRewriter quotes an attribute's `"` itself but writes `&` as is, which the browser would read as a reference. */
const attributeValue = (text: string) => text.replace(/&/g, '&amp;');

export interface ProblemPage {
  /** The prerendered page, as the assets serve it. */
  html: Response;
  /** The form's action: the one form of the page to fill in. */
  action: string;
  values: PostedValues;
  problems: FieldProblems;
  /** A sentence about the whole post (a refusal, an unreachable backend). */
  message?: string;
  status: number;
  headers?: Record<string, string>;
}

/** The ids of the form's named controls, read in a first pass: the summary, written before them, links to them. */
async function controlIds(html: string, form: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  await new HTMLRewriter()
    .on(`${form} input[name], ${form} select[name], ${form} textarea[name]`, {
      element(element) {
        const [name, id] = [element.getAttribute('name'), element.getAttribute('id')];
        if (name && id && !ids.has(name)) ids.set(name, id);
      },
    })
    .transform(new Response(html))
    .text();
  return ids;
}

function summaryHtml(problems: FieldProblems, ids: Map<string, string>, message: string | undefined): string {
  const items = Object.entries(problems).map(([name, text]) => {
    const id = ids.get(name);
    return `<li>${id ? `<a href="#${escapeHtml(id)}">${escapeHtml(text)}</a>` : escapeHtml(text)}</li>`;
  });
  const repeated = message !== undefined && Object.values(problems).includes(message);
  const intro = message && !repeated ? message : formPostMessages.summaryIntro;
  // Focused when the page loads (autofocus), so that it is read first and the page opens at the form.
  return (
    `<div data-form-summary role="alert" tabindex="-1" autofocus aria-labelledby="form-summary-title">` +
    `<p id="form-summary-title" data-form-summary-title>${escapeHtml(formPostMessages.summaryTitle)}</p>` +
    `<p>${escapeHtml(intro)}</p>` +
    (items.length > 0 ? `<ul>${items.join('')}</ul>` : '') +
    `</div>`
  );
}

/** Marks a control invalid and writes its problem under it, as the site's Field component does. */
function markInvalid(element: Element, problem: string | undefined) {
  if (problem === undefined) return;
  const errorId = `${element.getAttribute('id') ?? element.getAttribute('name')}-error`;
  const described = [element.getAttribute('aria-describedby'), errorId].filter(Boolean).join(' ');
  element.setAttribute('aria-invalid', 'true');
  element.setAttribute('aria-describedby', described);
  element.after(`<p id="${escapeHtml(errorId)}" data-form-error>${escapeHtml(problem)}</p>`, { html: true });
}

/** The page with the form filled in again and its problems named; no script, so it stays as the server wrote it. */
export async function problemPage({ html, action, values, problems, message, status, headers = {} }: ProblemPage) {
  const form = `form[action="${attribute(action)}"]`;
  const source = await html.text();
  const ids = await controlIds(source, form);
  let found = false;
  const rewriter = new HTMLRewriter()
    .on('title', {
      element(element) {
        element.prepend('Erreur\u00a0: ');
      },
    })
    // The page is not hydrated: React would find these additions unlike its own rendering and redraw the form empty.
    .on('script[src], script[type="text/x-fabrique-hydration"], link[rel="modulepreload"]', {
      element(element) {
        element.remove();
      },
    })
    .on(form, {
      element(element) {
        found = true;
        element.prepend(summaryHtml(problems, ids, message), { html: true });
        element.removeAttribute('novalidate');
      },
    })
    .on(`${form} input[name]`, {
      element(element) {
        const name = element.getAttribute('name') ?? '';
        const type = element.getAttribute('type') ?? 'text';
        if (!(name in values) || ['hidden', 'submit', 'checkbox', 'radio'].includes(type)) return;
        element.setAttribute('value', attributeValue(values[name] ?? ''));
        markInvalid(element, problems[name]);
      },
    })
    .on(`${form} textarea[name]`, {
      element(element) {
        const name = element.getAttribute('name') ?? '';
        if (!(name in values)) return;
        element.setInnerContent(values[name] ?? '');
        markInvalid(element, problems[name]);
      },
    })
    .on(`${form} select[name]`, {
      element(element) {
        markInvalid(element, problems[element.getAttribute('name') ?? '']);
      },
    });
  for (const [name, value] of Object.entries(values)) {
    rewriter.on(`${form} select[name="${attribute(name)}"] option`, {
      element(option) {
        if (option.getAttribute('value') === value) option.setAttribute('selected', '');
        else option.removeAttribute('selected');
      },
    });
  }
  const body = await rewriter.transform(new Response(source)).text();
  // A page without that form (a forged page field) still says what happened, at the top of its main content.
  const answered = found
    ? body
    : await new HTMLRewriter()
        .on('main', {
          element(element) {
            element.prepend(summaryHtml(problems, new Map(), message), { html: true });
          },
        })
        .transform(new Response(body))
        .text();
  return new Response(answered, { status, headers: answerHeaders(html.headers, headers) });
}

/** The asset's own headers (its security policy among them), never cached, with the answer's own. */
export function answerHeaders(asset: Headers, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(asset);
  const dropped = ['etag', 'last-modified', 'content-length', 'content-encoding', 'access-control-allow-origin'];
  for (const name of dropped) headers.delete(name);
  headers.set('Cache-Control', 'no-store');
  headers.set('Content-Type', 'text/html; charset=utf-8');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

/** A result page whose "back" link leads to the page the visitor came from. */
export async function pageWithBackLink(html: Response, back: string, status: number): Promise<Response> {
  const body = await new HTMLRewriter()
    .on('a[data-form-back]', {
      element(element) {
        element.setAttribute('href', back);
      },
    })
    .transform(new Response(await html.text()))
    .text();
  return new Response(body, { status, headers: answerHeaders(html.headers) });
}
