import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { exampleBrandFile, generatedDir, parseTokens, tokensFile, writeTokens } from '../../scripts/tokens.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'fab-tokens-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Terrazzo parses the whole file in each test: a second or two, more on a loaded machine.
describe('the design tokens file', { timeout: 30_000 }, () => {
  test('validates with Terrazzo’s DTCG parser, and every alias resolves to a token of its type', async () => {
    const { tokens } = await parseTokens([tokensFile]);
    const aliases = Object.values(tokens).filter((token) => token.aliasOf);
    expect(aliases.length).toBeGreaterThan(30);
    for (const token of aliases) {
      const target = tokens[token.aliasOf!];
      expect(target, `${token.id} → ${token.aliasOf}`).toBeDefined();
      expect(target!.$type).toBe(token.$type);
      expect(target!.aliasOf).toBeUndefined();
    }
  });

  test('an alias to nothing is rejected', async () => {
    const broken = join(scratch, 'broken.tokens.json');
    writeFileSync(broken, JSON.stringify({ color: { $type: 'color', accent: { $value: '{palette.nowhere}' } } }));
    await expect(parseTokens([tokensFile, broken])).rejects.toThrow();
  });

  test('every colour role aliases the palette or another role: no raw colour outside the palette', async () => {
    const raw = JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, unknown>;
    for (const group of ['color', 'category'] as const) {
      const values = JSON.stringify(raw[group]).match(/"\$value":("[^"]*"|\{)/g) ?? [];
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(value, group).toMatch(/^"\$value":"\{(palette|color)\./);
    }
  });

  test('the example brand sets roles only, and validates merged with the theme', async () => {
    const brand = JSON.stringify(JSON.parse(readFileSync(exampleBrandFile, 'utf8')));
    expect(brand).not.toContain('"palette"');
    await expect(parseTokens([tokensFile, exampleBrandFile])).resolves.toBeDefined();
  });

  test('the README’s ten-line brand sets every role that carries La Fabrique’s coral, or one it follows', async () => {
    const readme = readFileSync(join(generatedDir, '../../../README.md'), 'utf8');
    const brandBlock = /A brand sets its colours[\s\S]*?```css\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const set = new Set([...brandBlock.matchAll(/^\s*(--fab-[\w-]+):/gm)].map((match) => match[1]));
    expect(set.size).toBe(10);
    const { tokens } = await parseTokens([tokensFile]);
    const coral = Object.values(tokens).filter(
      (token) => !token.id.startsWith('palette.') && token.aliasOf?.startsWith('palette.coral'),
    );
    expect(coral.map((token) => token.id)).toContain('color.accent');
    const property = (id: string) => `--fab-${id.replaceAll('.', '-')}`;
    for (const token of coral) {
      const follows = token.aliasChain?.[0];
      expect(set.has(property(token.id)) || (follows !== undefined && set.has(property(follows))), token.id).toBe(true);
    }
  });

  test('the committed generated files are what the tokens file generates: none is edited by hand', async () => {
    const names = await writeTokens(scratch);
    expect(names.sort()).toEqual(readdirSync(generatedDir).sort());
    for (const name of names) {
      // toBe on the whole text: a hand edit of tokens.css (or any other) shows here as a diff.
      expect(readFileSync(join(generatedDir, name), 'utf8'), `${name}: run npm run tokens -w @fabrique/ui`).toBe(
        readFileSync(join(scratch, name), 'utf8'),
      );
    }
  });
});
