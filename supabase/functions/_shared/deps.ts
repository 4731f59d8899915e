import type { Clock } from './clock.ts';
import type { FunctionsConfig } from './config.ts';
import type { Mailer } from './mailer.ts';
import type { Store } from './store.ts';

/** What every handler factory receives: production, local backend and tests differ only here. */
export type Deps = { store: Store; mailer: Mailer; clock: Clock; config: FunctionsConfig };
