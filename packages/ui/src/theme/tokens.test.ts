import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { exampleBrandFile, generatedDir, parseTokens, tokensFile, writeTokens } from '../../scripts/tokens.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'fab-tokens-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the design tokens file', () => {
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
