import { mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

// One packed @fabrique/ui, one registry and one Chromium for every fresh app (test/global-setup.ts).
export default mergeConfig(shared, { test: { globalSetup: ['test/global-setup.ts'] } });
