// The catalogue's sidebar rule, read from the stories' syntax (not their text): a story file's title is
// '<group>/<Name>', the group one of the catalogue's, and a component's docs page says when to use it and when not.

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
        "The docs description (parameters.docs.description.component) must say '**When to use it**: ' and '**When not to**: '.",
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
    return {
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
        if (!description?.includes('**When to use it**: ') || !description.includes('**When not to**: ')) {
          context.report({ node, messageId: 'whenToUse' });
        }
      },
    };
  },
};
