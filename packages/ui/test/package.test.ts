// The published package's hygiene, on the packed tarball: its files, publint, attw and the size budgets.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir, packUi } from './packed.ts';

const bin = (name: string) => join(packageDir, '../../node_modules/.bin', name);
let packed: ReturnType<typeof packUi>;

beforeAll(() => {
  packed = packUi();
}, 120_000);
afterAll(() => rmSync(packed.dir, { recursive: true, force: true }));

describe('the packed @fabrique/ui', () => {
  it('holds dist/, the tokens file and the licences: JS, types, CSS and the fonts, no source and no story', () => {
    const files = execFileSync('tar', ['-tzf', packed.tarball], { encoding: 'utf8' }).trim().split('\n');
    const outsideDist = files.filter((file) => !file.startsWith('package/dist/'));
    expect(outsideDist.sort()).toEqual([
      'package/CHANGELOG.md',
      'package/LICENSE',
      'package/README.md',
      'package/package.json',
      'package/tokens/fabrique.tokens.json',
    ]);
    // The design tokens as designers take them (DTCG JSON), byte for byte the source, under the documented export.
    const packedTokens = execFileSync('tar', ['-xzOf', packed.tarball, 'package/tokens/fabrique.tokens.json'], {
      encoding: 'utf8',
    });
    expect(packedTokens).toBe(readFileSync(join(packageDir, 'tokens/fabrique.tokens.json'), 'utf8'));
    const packedManifest = JSON.parse(
      execFileSync('tar', ['-xzOf', packed.tarball, 'package/package.json'], { encoding: 'utf8' }),
    ) as { exports: Record<string, unknown> };
    expect(packedManifest.exports['./tokens.json']).toBe('./tokens/fabrique.tokens.json');
    expect(files).toEqual(
      expect.arrayContaining([
        'package/dist/index.js',
        'package/dist/index.d.ts',
        'package/dist/styles.css',
        'package/dist/base.css',
        'package/dist/fonts.css',
        'package/dist/fonts/inter-OFL.txt',
        'package/dist/fonts/montserrat-OFL.txt',
      ]),
    );
    expect(files.filter((file) => /\.(tsx|stories\.|test\.)|\.css\.ts$/.test(file))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    const workspaceDeps = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((name) =>
      name.startsWith('@fabrique/'),
    );
    expect(workspaceDeps).toEqual([]);
  });

  it('passes publint, which reads the packed manifest (the workspace one has monorepo-only exports)', () => {
    const result = spawnSync(process.execPath, [join(packageDir, 'scripts/publint.mjs'), packed.tarball], {
      encoding: 'utf8',
    });
    console.log(result.stdout + result.stderr);
    expect(result.stdout).toMatch(/^publint: /);
    expect(result.status).toBe(0);
  });

  // The profile is written in .attw.json (esm-only, the CSS subpaths left out): the README says why.
  it('passes attw with the profile of .attw.json', { timeout: 120_000 }, () => {
    const result = spawnSync(bin('attw'), [packed.tarball], { cwd: packageDir, encoding: 'utf8' });
    console.log(`attw:\n${result.stdout}${result.stderr}`);
    expect(result.status).toBe(0);
  });

  it('stays within its size budgets', { timeout: 300_000 }, () => {
    const result = spawnSync(bin('size-limit'), [], { cwd: packageDir, encoding: 'utf8' });
    console.log(`size-limit:\n${result.stdout}${result.stderr}`);
    expect(result.status).toBe(0);
  });
});
