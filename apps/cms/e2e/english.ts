/**
 * Keystatic's English, as patterns: the en-US messages of Keystatic's and @keystar/ui's own catalogues, and the strings
 * Keystatic hard-codes, read from our patch (which moves them into the catalogue). A message that reads the same in
 * French (« Collection », « Options ») is left out; a message with variables matches any value in their place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import type { Page } from 'playwright-core';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const hole = '\u0000';

type Message = string | ((args: Record<string, unknown>, formatter: unknown) => string);
type Catalogue = Record<string, Record<string, Message>>;

/** A message as text, each variable (and plural or select) as a hole. */
function text(message: Message): string {
  if (typeof message === 'string') return message;
  const args = new Proxy({}, { get: () => hole });
  const pick = (forms: Record<string, () => string>) => (forms.other ?? Object.values(forms).at(-1)!)();
  return message(args, {
    plural: (_: unknown, forms: Record<string, () => string>) => pick(forms),
    select: pick,
    number: () => hole,
  });
}

/** The entries of an object literal from a built file, evaluated apart from this process's globals. */
const literal = (entries: string) => runInNewContext(`({${entries}})`) as Record<string, Message>;

/** Every `"xx-XX": { … }` block of a built catalogue, evaluated as the object literal it is. */
function catalogues(source: string): Catalogue {
  const result: Catalogue = {};
  for (const [, locale, body] of source.matchAll(/"(en-US|fr-FR)": \{\n([\s\S]*?)\n {2}\}/g))
    result[locale!] = { ...result[locale!], ...literal(body!) };
  return result;
}

/** The entries our patch adds to Keystatic's catalogue, by locale: the strings Keystatic 0.6.9 hard-codes. */
function patchedCatalogue(): Catalogue {
  const patch = readFileSync(join(repo, 'patches/@keystatic+core+0.6.9.patch'), 'utf8');
  const added: Record<string, string[]> = {};
  let locale = '';
  for (const line of patch.split('\n')) {
    const opening = /^ {3}"(\w\w-\w\w)": \{$/.exec(line);
    if (opening) locale = opening[1]!;
    else if (line.startsWith('@@')) locale = '';
    else if (line.startsWith('+    "') && locale) (added[locale] ??= []).push(line.slice(1));
  }
  return Object.fromEntries(Object.entries(added).map(([key, lines]) => [key, literal(lines.join('\n'))]));
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function englishPatterns(): RegExp[] {
  const browserBuilds = (folder: string) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.js') && !/\.(node|worker|react-server)\./.test(name))
      .map((name) => readFileSync(join(folder, name), 'utf8'))
      .filter((source) => source.includes('"en-US": {'));
  const sources = [
    ...browserBuilds(join(repo, 'node_modules/@keystatic/core/dist')),
    ...browserBuilds(join(repo, 'node_modules/@keystar/ui/dist')),
  ].map(catalogues);
  sources.push(patchedCatalogue());
  const patterns = new Map<string, RegExp>();
  for (const catalogue of sources)
    for (const [key, message] of Object.entries(catalogue['en-US'] ?? {})) {
      const english = text(message).trim();
      const french = catalogue['fr-FR']?.[key];
      if (french !== undefined && text(french).trim() === english) continue;
      // At least one word of English around the holes.
      if (!/[A-Za-z]{2}/.test(english)) continue;
      patterns.set(english, new RegExp(`^${english.split(hole).map(escape).join('.+')}$`));
    }
  return [...patterns.values()];
}

/** Every text an element holds itself, and every accessible name or description written in an attribute. */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    for (const element of document.querySelectorAll('body *')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own) texts.add(own);
      for (const name of ['aria-label', 'aria-description', 'aria-roledescription', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/** The texts on the page that are one of Keystatic's English messages. */
export async function englishOn(page: Page, patterns: RegExp[]): Promise<string[]> {
  return (await pageTexts(page)).filter((value) => patterns.some((pattern) => pattern.test(value)));
}
