import { chromiumLaunchOptions } from '@fabrique/test-kit';
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  // The home page template takes 18–22 s on a quiet 2-core machine (others 1–2 s), and CI machines run up to 2.5× slower.
  testTimeout: 60000,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions,
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
      },
    },
  },
};
