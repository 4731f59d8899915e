import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKey } from './idempotencyKey.ts';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('createIdempotencyKey', () => {
  it('gives a fresh v4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 100 }, createIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });

  it('builds the same format where randomUUID is missing (plain http outside localhost)', () => {
    const { crypto } = globalThis;
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = new Set(Array.from({ length: 100 }, createIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });
});
