import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { valuesToConfirm } from './site.ts';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it.each(valuesToConfirm.map((value) => [value.label, value.path]))(
    'lists « %s » among the facts to confirm',
    (label, path) => {
      expect(readme).toContain(`- ${label} (\`${path}\`)`);
    },
  );
});
