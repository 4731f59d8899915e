// The API reference in docs/api is generated (TypeDoc + typedoc-plugin-markdown, typedoc.json) from dist's .d.ts, that
// is from the components' TSDoc: it must be what the generator makes of the current code, or it would drift.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageDir } from './packed.ts';

const committed = join(packageDir, 'docs/api');
const fresh = mkdtempSync(join(tmpdir(), 'fabrique-ui-api-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

/** Every file under a folder, by its path inside it, with its text. */
function tree(root: string): Map<string, string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files
      .map((entry) => join(entry.parentPath, entry.name))
      .map((path) => [relative(root, path), readFileSync(path, 'utf8')] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe('the API reference (docs/api)', () => {
  it(
    'is what TypeDoc generates from the built .d.ts today: `npm run docs:api -w @fabrique/ui` rewrites it',
    { timeout: 180_000 },
    () => {
      // Built by turbo before ui's tests (`@fabrique/ui#test` depends on `build`).
      const bin = join(packageDir, '../../node_modules/.bin/typedoc');
      const result = spawnSync(bin, ['--out', fresh, '--logLevel', 'Error'], { cwd: packageDir, encoding: 'utf8' });
      expect(result.stderr + result.stdout).not.toMatch(/\[error\]/i);
      expect(result.status).toBe(0);
      const expected = tree(fresh);
      const actual = tree(committed);
      const differing = [...new Set([...expected.keys(), ...actual.keys()])].filter(
        (path) => expected.get(path) !== actual.get(path),
      );
      expect(differing).toEqual([]);
    },
  );

  it('gives every component of the public entry a page with its props table', () => {
    const pages = tree(committed);
    const index = pages.get('README.md') ?? '';
    const components = [...index.matchAll(/\[([A-Z]\w*)\]\(functions\/\1\.md\)/g)].map(([, name]) => name!);
    expect(components.length).toBeGreaterThan(40);
    // Props TypeDoc can only show as one type, on the Props type's page: FilterGroup's are a union by `type` (multiple or
    // single), SmartLink's an anchor's attributes (React's AnchorHTMLAttributes, less `download`) and the ref.
    const unions = ['FilterGroup', 'SmartLink'];
    const withoutTable = components.filter((name) => {
      if (unions.includes(name)) return !(pages.get(`functions/${name}.md`) ?? '').includes(`${name}Props`);
      const page = pages.get(`functions/${name}.md`) ?? '';
      return !/\| `props\.\w+\??` \|/.test(page);
    });
    expect(withoutTable).toEqual([]);
  });

  it("is linked from the package's README: every component's page, so a stranger finds it without the catalogue", () => {
    const all = [...tree(committed).keys()];
    const pages = all.filter((path) => /^(functions|variables)\/[A-Z]\w*\.md$/.test(path));
    const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
    const linked = new Set([...readme.matchAll(/\]\(docs\/api\/([\w/]+\.md)\)/g)].map(([, path]) => path!));
    // The compound objects' own pages are reached through their parts' (Accordion.Root's page is the accordion's).
    const compound = ['variables/Accordion.md', 'variables/Carousel.md'];
    expect(pages.filter((path) => !linked.has(path) && !compound.includes(path))).toEqual([]);
    expect([...linked].filter((path) => !all.includes(path))).toEqual([]);
  });
});
