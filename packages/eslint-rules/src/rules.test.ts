import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './index.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const rule = (name: string) => plugin.rules![name]!;

const docs = '**When to use it**: for an action.\n\n**When not to**: for a link (ButtonLink).';
const story = (title: string, description = docs) =>
  `const meta = {\n  title: '${title}',\n  parameters: { docs: { description: { component: \`${description}\` } } },\n} satisfies Meta<typeof X>;\nexport default meta;`;
const options = [{ groups: ['Navigation', 'E-mails'], requireWhenToUse: true }];
const fixtureStory = fileURLToPath(new URL('fixtures/Documented.stories.tsx', import.meta.url));
const fromComponent = (component: string, name = component) =>
  `import { ${name} } from './Documented.tsx';\nexport default { title: 'Navigation/Button', component: ${component} } satisfies Meta;`;

tester.run('story-meta', rule('story-meta'), {
  valid: [
    { code: story('Navigation/Button'), options },
    // However Prettier lays the object out.
    {
      code: `export default { parameters: { docs: { description: { component: '${docs.replace(/\n/g, ' ')}' } } }, title: 'Navigation/Button' } as Meta;`,
      options,
    },
    {
      code: "const meta = { title: 'E-mails/ContactConfirmation' };\nexport default meta;",
      options: [{ groups: ['E-mails'] }],
    },
    // Said once, in the component's TSDoc, which the catalogue and the API reference both show.
    { code: fromComponent('Documented'), options, filename: fixtureStory },
    { code: fromComponent('Compound.Root as X', 'Compound'), options, filename: fixtureStory },
  ],
  invalid: [
    { code: story('Navigaton/Button'), options, errors: [{ messageId: 'group' }] },
    { code: story('Navigation/button'), options, errors: [{ messageId: 'name' }] },
    { code: story('Navigation/Button/Primary'), options, errors: [{ messageId: 'name' }] },
    { code: story('Navigation/Button', 'A button.'), options, errors: [{ messageId: 'whenToUse' }] },
    { code: fromComponent('Undocumented'), options, filename: fixtureStory, errors: [{ messageId: 'whenToUse' }] },
    { code: 'const meta = { component: X };\nexport default meta;', options, errors: [{ messageId: 'noTitle' }] },
  ],
});

tester.run('no-site-paths', rule('no-site-paths'), {
  valid: [
    "const isHome = path === '/' || href.startsWith('/');",
    "import { x } from './x.ts';",
    'const pattern = /^\\/[a-z]/;',
    "const external = 'https://example.org/formations';".replace('/formations', '/about'),
  ],
  invalid: [
    { code: "const link = { label: 'CGU', href: '/cgu' };", errors: [{ messageId: 'sitePath' }] },
    { code: 'const href = `/formations/${id}`;', errors: [{ messageId: 'sitePath' }] },
    {
      code: 'const a = <a href="/actualites">x</a>;',
      languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
      errors: [{ messageId: 'sitePath' }],
    },
    { code: '// links to the /formations page\nconst a = 1;', errors: [{ messageId: 'sitePath' }] },
  ],
});
