import { describe, expect, it } from 'vitest';
import { failedChecks, lintFixture, loadFixtures, migrate, once, record, runChecks, summarize, unnamed, type CheckName, type ConfigName } from './fix-loop/harness.js';

// The fix loop, as a user meets it: each insecure server in fix-loop/servers is linted, every fix and the first
// suggestion of every finding is applied until nothing changes (what `eslint --fix` and an editor's quick fixes do),
// and the fixed server is started and checked with `mcp-state-check`. A fixed server must work (`untouched`) and
// pass every check that applies to it; where one still fails, a finding left in the fixed code must name it. The
// other way round, every check that fails on an original server must be named by a finding of the lint.

const CONFIGS: readonly ConfigName[] = ['recommended', 'strict'];

/**
 * What the loop does not reach yet, per server: the checks that still fail after it under each config (each must be
 * named by a finding left, asserted below), and the checks an original fails that no finding names. Every entry is a
 * gap to close, not a pass: an improvement fails the test until the entry goes.
 */
const KNOWN_GAPS: Readonly<Record<string, { readonly unnamedOriginal?: readonly CheckName[] } & Partial<Record<ConfigName, readonly CheckName[]>>>> = {};

const fixtures = loadFixtures();

it('has at least 8 servers in the shapes the loop must cover', () => {
  expect(fixtures.length).toBeGreaterThanOrEqual(8);
  expect(new Set(fixtures.map((fixture) => fixture.transport))).toEqual(new Set(['http', 'stdio']));
  expect(fixtures.some((fixture) => /\.ts$/.test(fixture.entry))).toBe(true);
  expect(fixtures.some((fixture) => /\.cjs$/.test(fixture.entry))).toBe(true);
  expect(fixtures.some((fixture) => /\.m?js$/.test(fixture.entry))).toBe(true);
});

describe.concurrent.each(fixtures)('$name', (fixture) => {
  const original = once(async () => {
    const [report, ...linted] = await Promise.all([runChecks(fixture, fixture.directory), ...CONFIGS.map((config) => lintFixture(fixture, config))]);
    return { report, findings: Object.fromEntries(CONFIGS.map((config, index) => [config, linted[index]!])) };
  });
  const fixed = Object.fromEntries(
    CONFIGS.map((config) => [
      config,
      once(async () => {
        const migration = await migrate(fixture, config);
        return { migration, report: await runChecks(fixture, migration.directory) };
      }),
    ]),
  );
  const startAll = (): void => {
    for (const run of [original, ...Object.values(fixed)]) run().catch(() => undefined);
  };

  it('original: works, and every check it fails is named by a finding', { timeout: 240_000 }, async () => {
    startAll();
    const { report, findings } = await original();
    record(fixture.name, 'original', { failed: failedChecks(report), findings: Object.fromEntries(CONFIGS.map((config) => [config, summarize(findings[config]!)])) });
    expect(report.error).toBeUndefined();
    expect(failedChecks(report)).not.toContain('untouched');
    expect(failedChecks(report).length).toBeGreaterThan(0);
    const expected = KNOWN_GAPS[fixture.name]?.unnamedOriginal ?? [];
    for (const config of CONFIGS) expect({ config, unnamed: unnamed(report, findings[config]!, fixture.sdkGaps) }).toEqual({ config, unnamed: expected });
  });

  for (const config of CONFIGS) {
    it(`${config}: after every fix and first suggestion, works and passes every check`, { timeout: 240_000 }, async () => {
      startAll();
      const { migration, report } = await fixed[config]!();
      record(fixture.name, config, {
        before: summarize(migration.before),
        fixes: migration.fixes,
        suggestions: migration.suggestions,
        after: summarize(migration.after),
        failed: failedChecks(report),
        checks: report.checks.map((check) => `${check.status} ${check.name}: ${check.received}`),
      });
      expect(report.error).toBeUndefined();
      expect(failedChecks(report)).toEqual(KNOWN_GAPS[fixture.name]?.[config] ?? []);
      expect(unnamed(report, migration.after, fixture.sdkGaps)).toEqual(KNOWN_GAPS[fixture.name]?.unnamedOriginal ?? []);
    });
  }
});
