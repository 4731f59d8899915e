import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared.ts';

// The handlers, the store and the fault tests run twice: on PGlite (the embedded default) and on a real PostgreSQL
// server that test/postgres-server.ts starts and stops. PGlite takes seconds to boot and the Deno tests spawn a
// process: longer hooks than the default 10 s.
const timeouts = { testTimeout: 30_000, hookTimeout: 90_000 };
// Two files at a time, not vitest's default of one per core but one (1 on our 2-core machines): the files mostly wait
// on Deno processes and the PostgreSQL server, and each has its own database, ports and folders.
const maxWorkers = 2;
const onBothDatabases = [
  'functions/_shared/contact.test.ts',
  'functions/_shared/newsletter.test.ts',
  'test/faults.test.ts',
  'test/kill.test.ts',
  'test/personal-data.test.ts',
  'test/course-alerts.test.ts',
  'test/reliability.test.ts',
  'test/load.test.ts',
];
const onPostgresOnly = ['test/postgres.test.ts'];

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      ...timeouts,
      maxWorkers,
      projects: [
        { extends: true, test: { name: 'pglite', exclude: [...configDefaults.exclude, ...onPostgresOnly] } },
        {
          // Its own test settings, not the root's include (vitest 5 extends the declaring config unless told not to),
          // and the workspace's source resolution (the e-mails read ui's tokens from source).
          extends: false,
          resolve: shared.resolve,
          ssr: shared.ssr,
          test: {
            ...timeouts,
            name: 'postgres',
            include: [...onBothDatabases, ...onPostgresOnly],
            env: { TEST_DATABASE: 'postgres' },
            globalSetup: ['test/postgres-server.ts'],
          },
        },
      ],
    },
  }),
);
