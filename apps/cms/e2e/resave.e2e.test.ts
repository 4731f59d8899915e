// Every entry and singleton opened and saved in the editor without an edit, then the site built from those files: every
// page, PDF, calendar, the sitemap and the bundles are the repository's site's, hashes aside. The save is the editor's
// own code run in Node (src/resave.ts); the unit test beside it checks what the data files say.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { resaveAll } from '../src/resave.ts';
import { builtFiles, differences, e2eBuildEpoch, repositorySite } from './built-site.ts';
import { publishedCopy } from './published-copy.ts';

const content = fileURLToPath(new URL('../', import.meta.resolve('@fabrique/content/paths')));

test('the site built after every entry is saved again in the editor is the same site', async () => {
  const saved = mkdtempSync(join(tmpdir(), 'fabrique-resaved-'));
  for (const folder of ['data', 'assets']) cpSync(join(content, folder), join(saved, folder), { recursive: true });
  expect(resaveAll(saved).written.length).toBeGreaterThan(0);
  const copy = publishedCopy(saved);
  try {
    // Side by side, and both finished before the copy is removed.
    const [reference, built] = await Promise.allSettled([repositorySite(), copy.buildSite(e2eBuildEpoch)]);
    if (built.status === 'rejected') throw built.reason;
    if (reference.status === 'rejected') throw reference.reason;
    const before = builtFiles(reference.value);
    const after = builtFiles(join(copy.root, 'apps/site/build/client'));
    expect([...before.keys()].filter((path) => path.endsWith('.html')).length).toBeGreaterThan(50);
    expect(differences(before, after)).toEqual([]);
  } finally {
    copy.remove();
    rmSync(saved, { recursive: true, force: true });
  }
}, 600_000);
