import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared.ts';

// PGlite takes seconds to boot and the Deno tests spawn a process: longer hooks than the default 10 s.
export default mergeConfig(shared, defineConfig({ test: { testTimeout: 30_000, hookTimeout: 90_000 } }));
