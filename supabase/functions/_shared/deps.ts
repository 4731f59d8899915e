import type { Alerter } from './alerter.ts';
import type { Clock } from './clock.ts';
import type { FunctionsConfig } from './config.ts';
import type { Mailer } from './mailer.ts';
import type { Store } from './store.ts';

/**
 * What every handler factory receives: production, local backend and tests differ only here.
 * `background` starts work that outlives the answer (EdgeRuntime.waitUntil in production); a runner that never calls
 * the task is an instance dying right after answering. `random` drives retry jitter. `alerter` reaches an operator
 * without the e-mail API (null: alerts go by e-mail only).
 */
export type Deps = {
  store: Store;
  mailer: Mailer;
  clock: Clock;
  config: FunctionsConfig;
  background: (task: () => Promise<unknown>) => void;
  random: () => number;
  alerter: Alerter | null;
};
