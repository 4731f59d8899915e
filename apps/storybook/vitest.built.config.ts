import shared from '../../vitest.shared.ts';

// The checks of the built catalogue, which scripts/test-storybook.mjs runs after its build: not part of `vitest run`.
export default {
  ...shared,
  test: {
    ...shared.test,
    include: ['test/built/*.built.ts'],
    testTimeout: 60_000,
    outputFile: { json: 'test-results/built.json' },
  },
};
