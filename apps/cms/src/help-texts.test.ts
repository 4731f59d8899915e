// Staff read every label and help text of the editor: none may speak a developer's words (a command, a file format).
import type { ComponentSchema } from '@keystatic/core';
import { readdirSync, readFileSync } from 'node:fs';
import { textTokens, unknownTokens } from '@fabrique/content';
import { expect, it } from 'vitest';
import config from './keystatic.config.ts';

const developerWords = /\b(?:npm|npx|node|git|json|yaml|slug|stack)\b/i;

/** Every label and description of a schema, with where it is. */
function texts(schema: ComponentSchema, where: string): { where: string; text: string }[] {
  const own = ['label', 'description']
    .map((key) => (schema as Record<string, unknown>)[key])
    .filter((text): text is string => typeof text === 'string')
    .map((text) => ({ where, text }));
  switch (schema.kind) {
    case 'object':
      return [...own, ...Object.entries(schema.fields).flatMap(([key, inner]) => texts(inner, `${where}.${key}`))];
    case 'array':
      return [...own, ...texts(schema.element, `${where}[]`)];
    case 'conditional':
      return [
        ...own,
        ...texts(schema.discriminant, `${where}.discriminant`),
        ...Object.entries(schema.values).flatMap(([key, inner]) => texts(inner, `${where}.${key}`)),
      ];
    default:
      return own;
  }
}

it('no label or help text of the editor names a developer’s command or file format', () => {
  const entries = { ...config.collections, ...config.singletons } as Record<
    string,
    { label: string; schema: Record<string, ComponentSchema> }
  >;
  const all = Object.entries(entries).flatMap(([name, { schema }]) =>
    Object.entries(schema).flatMap(([key, field]) => texts(field, `${name}.${key}`)),
  );
  expect(all.length).toBeGreaterThan(100);
  expect(all.filter(({ text }) => developerWords.test(text))).toEqual([]);
});

/** The `{…}` facts the help of each collection and singleton names (Keystatic keeps a text field's help out of reach). */
const namedFacts = (folder: string) =>
  readdirSync(new URL(folder, import.meta.url)).map((file) => ({
    file: `${folder}${file}`,
    facts: [
      ...readFileSync(new URL(`${folder}${file}`, import.meta.url), 'utf8').matchAll(/(?<!\$)\{([A-Za-z][\w.]*)\}/g),
    ]
      .map((match) => match[1]!)
      .filter((name) => name !== 'slug'), // Keystatic's own token in preview addresses
  }));

it('the help names organisation facts in one syntax, the one the site fills in', () => {
  const named = [...namedFacts('./collections/'), ...namedFacts('./singletons/')];
  expect(named.flatMap(({ facts }) => facts)).toContain('organisation.name');
  expect(
    named.flatMap(({ file, facts }) =>
      facts.flatMap((fact) => unknownTokens(`{${fact}}`).map(() => `${file}: ${fact}`)),
    ),
  ).toEqual([]);
  // The organisation's help speaks of course texts too, which accept fewer names.
  const organisation = named.find(({ file }) => file.endsWith('organisation.ts'))!;
  expect(organisation.facts).toEqual(['organisation.name', 'organisation.legalName', 'disabilityContact']);
  expect(organisation.facts.filter((fact) => !(textTokens as readonly string[]).includes(fact))).toEqual([]);
});
