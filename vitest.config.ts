import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-report.json' },
  },
});
