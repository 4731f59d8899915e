import type * as Supabase from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startServer, type TestServer } from './test-server.ts';

// Counts loads of supabase-js and clients built: vitest runs this factory when the module is first imported.
const supabase = vi.hoisted(() => ({ loads: 0, clients: 0 }));
vi.mock('@supabase/supabase-js', async (importOriginal) => {
  supabase.loads += 1;
  const actual = await importOriginal<typeof Supabase>();
  return {
    ...actual,
    createClient: (...args: Parameters<typeof actual.createClient>) => {
      supabase.clients += 1;
      return actual.createClient(...args);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer(json(200, { success: true }));
});
afterAll(() => server.close());

describe('supabase-js loading', () => {
  it('is not loaded by the package, nor by a contact send, but on the first subscription, once, with one client', async () => {
    const forms = await import('./index.ts');
    expect(supabase.loads).toBe(0);

    const config = { url: server.url, anonKey: 'k' };
    await forms.sendContactMessage(
      config,
      {
        name: 'A',
        email: 'a@b.fr',
        subject: 'autre',
        projectOrFormationName: '',
        phone: '',
        company: '',
        message: 'M',
      },
      { idempotencyKey: 'k' },
    );
    expect(supabase.loads).toBe(0);

    await forms.subscribeToNewsletter(config, 'a@b.fr');
    expect(supabase).toEqual({ loads: 1, clients: 1 });

    await Promise.all([forms.subscribeToNewsletter(config, 'b@b.fr'), forms.subscribeToNewsletter(config, 'c@b.fr')]);
    expect(supabase).toEqual({ loads: 1, clients: 1 });
    expect(server.requests.map((request) => request.url)).toEqual([
      '/functions/v1/send-contact-email',
      ...Array<string>(3).fill('/functions/v1/send-newsletter-email'),
    ]);
  });
});
