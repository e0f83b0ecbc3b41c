import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that time what they run (a server's clock against the state's expiry, time per line and per depth): they run
 * after the others, one file at a time, on a machine nothing else of ours is using.
 */
const TIMED = ['tests/e2e/fix-loop.test.ts', 'tests/e2e/fix-loop-variants.test.ts', 'tests/robustness/adversarial.test.ts', 'tests/testing/cli/servers.test.ts', 'tests/seal/how-to-check.test.ts'];

/** Test files that lint in memory and mock nothing. */
const IN_ONE_CONTEXT = ['tests/rules/**/*.test.ts', 'tests/metamorphic/**/*.test.ts', 'tests/fix/**/*.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-report.json' },
    projects: [
      {
        extends: true,
        // the rest shares the machine's cores: most of it waits on child processes (npm, servers, Oxlint) or parses;
        // the corpus projects' own test files are fixtures, linted, never run
        test: { name: 'shared', include: ['tests/**/*.test.ts'], exclude: [...configDefaults.exclude, ...TIMED, ...IN_ONE_CONTEXT, 'tests/corpus/projects/**'], maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      // rule tests lint text in memory and mock nothing: one module context per worker spares each file the import of the
      // plugin and the rule tester (about 0.8 s a file)
      { extends: true, test: { name: 'rules', include: IN_ONE_CONTEXT, isolate: false, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'timed', include: TIMED, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
