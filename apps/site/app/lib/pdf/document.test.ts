import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandFontFiles } from './document.ts';
import { sfntFromWoff } from './woff.ts';

describe('sfntFromWoff', () => {
  it('gives back the TrueType font: its tables, inflated, at 4-byte boundaries', () => {
    const woff = readFileSync(brandFontFiles['inter-400.ttf']);
    const font = sfntFromWoff(woff);
    const count = woff.readUInt16BE(12);
    expect(font.readUInt32BE(0)).toBe(0x00010000);
    expect(font.readUInt16BE(4)).toBe(count);
    // The WOFF header records the size of the font it wraps.
    expect(font.length).toBe(woff.readUInt32BE(16));
    const tags: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const record = 12 + index * 16;
      const entry = 44 + index * 20;
      tags.push(font.toString('latin1', record, record + 4));
      expect(font.readUInt32BE(record + 8) % 4).toBe(0);
      expect(font.readUInt32BE(record + 12)).toBe(woff.readUInt32BE(entry + 12));
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name']));
    // 'head' starts with its version, 1.0.
    const head = tags.indexOf('head');
    expect(font.readUInt32BE(font.readUInt32BE(12 + head * 16 + 8))).toBe(0x00010000);
  });

  it('refuses anything else', () => {
    expect(() => sfntFromWoff(new Uint8Array([0x77, 0x4f, 0x46, 0x32, 0, 0, 0, 0]))).toThrow(/WOFF 1\.0/);
  });
});
