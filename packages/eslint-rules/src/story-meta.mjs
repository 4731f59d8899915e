// The catalogue's sidebar rule, read from the stories' syntax (not their text): a story file's title is
// '<group>/<Name>', the group one of the catalogue's, and a component's docs page says when to use it and when not:
// in the TSDoc of the component the meta names (one text for the catalogue and the API reference), or in the meta.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const componentName = /^[A-Z][A-Za-z]+$/;

/** A property of an object expression by its key, or undefined. */
const property = (object, key) =>
  object?.type === 'ObjectExpression'
    ? object.properties.find(
        (each) => each.type === 'Property' && !each.computed && (each.key.name ?? each.key.value) === key,
      )?.value
    : undefined;

/** The text of a string or template literal (its fixed parts), or undefined. */
function text(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  return undefined;
}

const saysWhenToUse = (description) =>
  description?.includes('**When to use it**: ') === true && description.includes('**When not to**: ');

/**
 * The TSDoc of the component a meta names (`component: Button`, `component: Accordion.Root`), read from the file it is
 * imported from: the comment right above `export function AccordionRoot(`, `export function Accordion(` or
 * `export const Accordion =`.
 */
function componentDoc(component, imports, filename) {
  const node = unwrap(component);
  const [object, part] =
    node?.type === 'MemberExpression' ? [node.object.name, node.property.name] : [node?.name, undefined];
  const source = imports.get(object);
  if (!source?.startsWith('.')) return undefined;
  let code;
  try {
    code = readFileSync(resolve(dirname(filename), source), 'utf8');
  } catch {
    return undefined;
  }
  const names = part ? [`function ${object}${part}\\(`] : [`function ${object}\\(`, `const ${object} =`];
  for (const name of names) {
    const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nexport ${name}`).exec(code);
    if (match) return match[1].replace(/^\s*\* ?/gm, '');
  }
  return undefined;
}

/** `{ … } satisfies Meta<…>` or `{ … } as Meta` down to the object. */
const unwrap = (node) =>
  node && (node.type === 'TSSatisfiesExpression' || node.type === 'TSAsExpression') ? unwrap(node.expression) : node;

/** @type {import('eslint').Rule.RuleModule} */
export const storyMeta = {
  meta: {
    type: 'problem',
    docs: { description: "A story file's title is '<group>/<Name>' in one of the catalogue's groups." },
    messages: {
      noTitle: "The story file's default export (its meta) needs a title: '<group>/<Name>'.",
      group:
        "'{{group}}' is not one of the catalogue's groups ({{groups}}): see storySort in apps/storybook/.storybook/preview.ts.",
      name: "'{{name}}' should be the component's name in PascalCase, alone after the group.",
      whenToUse:
        "The component's TSDoc (or the meta's parameters.docs.description.component) must say '**When to use it**: ' and '**When not to**: '.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          groups: { type: 'array', items: { type: 'string' } },
          requireWhenToUse: { type: 'boolean' },
        },
        required: ['groups'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { groups, requireWhenToUse = false } = context.options[0];
    const declared = new Map();
    const imports = new Map();
    return {
      ImportDeclaration(node) {
        for (const specifier of node.specifiers) imports.set(specifier.local.name, node.source.value);
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier') declared.set(node.id.name, unwrap(node.init));
      },
      ExportDefaultDeclaration(node) {
        const exported = unwrap(node.declaration);
        const meta = exported?.type === 'Identifier' ? declared.get(exported.name) : exported;
        const title = text(property(meta, 'title'));
        if (title === undefined) return context.report({ node, messageId: 'noTitle' });
        const [group = '', name = '', ...rest] = title.split('/');
        if (!groups.includes(group))
          context.report({ node, messageId: 'group', data: { group, groups: groups.join(', ') } });
        if (!componentName.test(name) || rest.length > 0)
          context.report({ node, messageId: 'name', data: { name: title } });
        if (!requireWhenToUse) return;
        const description = text(
          property(property(property(property(meta, 'parameters'), 'docs'), 'description'), 'component'),
        );
        const documented = description
          ? saysWhenToUse(description)
          : saysWhenToUse(componentDoc(property(meta, 'component'), imports, context.filename));
        if (!documented) {
          context.report({ node, messageId: 'whenToUse' });
        }
      },
    };
  },
};
