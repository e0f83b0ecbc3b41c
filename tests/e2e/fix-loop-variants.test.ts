import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLOWS } from '../metamorphic/flows.js';
import { KNOWN_DISAGREEMENTS } from '../metamorphic/known-disagreements.js';
import { VARIANTS, variantsOf, type Flow } from '../metamorphic/variants.js';
import { failedChecks, lintFixture, migrate, once, record, runChecks, sourceFiles, summarize, unnamed, type CheckName, type CheckReport, type ConfigName, type Fixture } from './fix-loop/harness.js';
import { COMBINATIONS, generateFixtures } from './fix-loop/variants.js';

// The fix loop of fix-loop.test.ts on servers generated from the metamorphic suite's insecure base flows, in its
// structural variants (fix-loop/variants.ts): each is started and checked with `mcp-state-check` as written, then
// again after every fix and first suggestion under each config. The untouched flow must work before and after; after
// the loop every check that applies passes, or a finding left names the one that fails (NAMED_BY, as in
// fix-loop.test.ts). Both configs are linted and fixed; where they leave the same code, the fixed server is started and
// checked once for both (most servers: strict adds findings only where a step cannot be proven), which keeps the file
// near a minute and a half on two cores.

const CONFIGS: readonly ConfigName[] = ['recommended', 'strict'];

const UNVERIFIED_READ: readonly CheckName[] = ['tampered-first', 'tampered-last', 'tampered-mac', 'other-user', 'other-tool', 'expired'];

/**
 * Checks whose outcome on a server left unsealed depends on where the changed character lands: the middle of a
 * `sealState` token is in its body or its MAC by the length of what is sealed, and a changed body may still parse (the
 * server accepts it) or not (it throws: refused). Their verdict is left out where the server is a known gap.
 */
const DEPENDS_ON_WHERE_IT_LANDS: readonly CheckName[] = ['tampered-middle'];

/**
 * What the loop does not reach yet, per server: the checks that still fail after it under each config (each must be
 * named by a finding left, asserted below), and the checks an original fails that no finding names. Every entry is a
 * gap to close, not a pass: an improvement fails the test until the entry goes.
 */
const KNOWN_GAPS: Readonly<Record<string, { readonly unnamedOriginal?: readonly CheckName[] } & Partial<Record<ConfigName, readonly CheckName[]>>>> = {
  // The helper of another module takes a part of the token apart (`token.split('.')`): what it returns cannot be
  // proven to be the opened state, so no open is offered; `unverifiedRead` is left and says to verify first.
  'unverified-decode--esm-named': { recommended: UNVERIFIED_READ, strict: UNVERIFIED_READ },
  'unverified-decode--class-static': { recommended: UNVERIFIED_READ, strict: UNVERIFIED_READ },
  'unverified-decode--mixin': { recommended: UNVERIFIED_READ, strict: UNVERIFIED_READ },
  // exp written in milliseconds, compared with the time in seconds: which side to change is the user's choice (the
  // clock helper may serve other fields), so `mixedUnits` says both units and offers no fix.
  'expiry-ms-vs-seconds-helper--ts-module': { recommended: ['expired'], strict: ['expired'] },
};

/**
 * Servers whose findings `mcp-state-check` cannot see from outside, with why: as written they pass every check, and
 * the loop must keep them working and passing (their findings are told by the lint alone).
 */
const UNSEEN_BY_THE_CHECKER: Readonly<Record<string, string>> = {
  'api-key-in-state--inline': 'an API key inside sealed state leaks to the client; nothing the client sends back is accepted because of it',
  'bearer-token-in-state--factory': 'the caller\'s bearer token inside sealed state leaks to the client; nothing sent back is accepted because of it',
  'literal-key--esm-named': 'a key written in the source seals as well as any other until someone reads the source',
  'literal-fallback--default-object': 'the environment sets STATE_KEY here, so the literal fallback is never used',
  'mac-compared-with-equals--cjs': 'a timing leak shows over many timed requests, not in one tampered one',
  'mac-compared-with-equals--cjs-assembled': 'a timing leak shows over many timed requests, not in one tampered one',
  'mac-compared-with-equals--ts-namespace': 'a timing leak shows over many timed requests, not in one tampered one',
  'timing-safe-equal-without-length--ts-local': 'a MAC of another length makes timingSafeEqual throw, which the SDK answers as a tool error: refused',
  'codec-without-bind--factory': 'on stdio there is one user, and the server has one tool: there is no one and nothing to swap the state with',
  'key-public-derivation-helper--class-static': 'a key derived from public data seals as well as any other until someone derives it too',
};

/**
 * Servers that cannot run as written: the flow binds what `/seal` refuses at its first call (the untouched check
 * fails with the seal's own message), so the finding is also an error at run time. What a fix leaves is asserted as
 * for the others (here: the helpers get a `tool` parameter, and each handler passes its own tool).
 */
const REFUSED_BY_THE_SEAL: Readonly<Record<string, string>> = {
  'missing-binding--barrel-renamed': 'binding.tool must be a non-empty string',
  'missing-binding--class-instance': 'binding.tool must be a non-empty string',
  'missing-binding--prototype': 'binding.tool must be a non-empty string',
  'missing-binding--injected': 'binding.tool must be a non-empty string',
  'missing-binding--stored': 'binding.tool must be a non-empty string',
};

const fixtures = generateFixtures();

/**
 * At most this many servers run at once: each run is mostly waiting (the expiry check sleeps 8 s), but a start costs
 * a second of CPU under tsx, and CI has two cores.
 */
const PARALLEL_RUNS = 6;

function limited(parallel: number): <T>(run: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (run) => {
    if (running >= parallel) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await run();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

const slot = limited(PARALLEL_RUNS);

/** A migrated copy's source, to run the checks once where both configs leave the same code. */
function sourceOf(directory: string): string {
  return sourceFiles(directory)
    .map((file) => `${file.slice(directory.length)}\n${readFileSync(file, 'utf8')}`)
    .join('\n');
}

/**
 * Finding kinds that offer no fix or suggestion, so there is nothing for the loop to apply and check: a record a handle
 * finds needs the comparison its own fields call for, which the server writes; a weak key of another module's helper is
 * changed where that helper makes it (a new key is the operator's to load); a read before the check (claims decoded and
 * handed on in a branch that returns before the verify) needs the branch moved after the check, which the server writes.
 */
const WITHOUT_FIX: ReadonlySet<string> = new Set([
  'require-state-binding/recordSkipsChecks',
  'no-weak-state-key/literalFallbackHelper',
  'require-sealed-state/unverifiedRead',
  // which way round an age is meant, and which user the tool acts for, are the author's to say
  'require-state-binding/reversedAge',
  'require-state-binding/userFromArguments',
]);

/** The finding kinds of the flows `COMBINATIONS` names. */
function findingKinds(flows: readonly Flow[]): Set<string> {
  return new Set(flows.flatMap((flow) => flow.expect.map((expectation) => `${expectation.rule}/${expectation.messageId}`)));
}

it('covers every insecure finding kind of the round-trip flows and every structural variant family in at least 20 servers', () => {
  expect(fixtures.length).toBeGreaterThanOrEqual(20);
  // the server flows that hand out requestState (a round trip the checker can run), where some variant reports what
  // the flow expects (a flow every variant of which disagrees is a gap of the analysis, not a fix to check)
  const roundTrips = FLOWS.filter(
    (flow) => flow.sdk !== 'client' && flow.handler.includes('$ASK(') && flow.expect.length > 0 && (KNOWN_DISAGREEMENTS[flow.name]?.length ?? 0) < variantsOf(flow).length,
  );
  const covered = FLOWS.filter((flow) => COMBINATIONS.some((combination) => combination.flow === flow.name));
  expect([...findingKinds(roundTrips)].filter((kind) => !WITHOUT_FIX.has(kind) && !findingKinds(covered).has(kind))).toEqual([]);
  const runnableVariants = VARIANTS.filter((variant) => variant.sdk === 'sdk2').map((variant) => variant.layout);
  expect(new Set(COMBINATIONS.map((combination) => VARIANTS.find((variant) => variant.name === combination.variant)!.layout))).toEqual(new Set(runnableVariants));
  expect(new Set(fixtures.map((fixture) => fixture.entry.replace(/^.*\./, '')))).toEqual(new Set(['js', 'cjs', 'ts']));
  expect(new Set(fixtures.map((fixture) => fixture.transport))).toEqual(new Set(['http', 'stdio']));
});

interface Fixed {
  readonly migration: Awaited<ReturnType<typeof migrate>>;
  readonly report: CheckReport;
  /** The config whose run this one shares, when both left the same code. */
  readonly sameAs?: ConfigName;
}

function runsOf(fixture: Fixture) {
  const original = once(async () => {
    const [report, ...linted] = await Promise.all([slot(() => runChecks(fixture, fixture.directory)), ...CONFIGS.map((config) => lintFixture(fixture, config))]);
    return { report, findings: Object.fromEntries(CONFIGS.map((config, index) => [config, linted[index]!])) };
  });
  const fixed = once(async () => {
    const migrations = await Promise.all(CONFIGS.map((config) => migrate(fixture, config)));
    const bySource = new Map<string, { config: ConfigName; report: Promise<CheckReport> }>();
    const results = await Promise.all(
      migrations.map(async (migration, index): Promise<Fixed> => {
        const config = CONFIGS[index]!;
        const source = sourceOf(migration.directory);
        const same = bySource.get(source);
        if (same !== undefined) return { migration, report: await same.report, sameAs: same.config };
        const report = slot(() => runChecks(fixture, migration.directory));
        bySource.set(source, { config, report });
        return { migration, report: await report };
      }),
    );
    return Object.fromEntries(CONFIGS.map((config, index) => [config, results[index]!])) as Record<ConfigName, Fixed>;
  });
  return { original, fixed };
}

const runs = new Map(fixtures.map((fixture) => [fixture.name, runsOf(fixture)]));

/** Every server's runs start with the first test, so the pool is always full. */
const startAll = once(async () => {
  for (const { original, fixed } of runs.values()) {
    original().catch(() => undefined);
    fixed().catch(() => undefined);
  }
});

describe.concurrent.each(fixtures)('$name', (fixture) => {
  const { original, fixed } = runs.get(fixture.name)!;

  it('original: works, and every check it fails is named by a finding', { timeout: 600_000 }, async () => {
    void startAll();
    const { report, findings } = await original();
    record(fixture.name, 'original', { failed: failedChecks(report), findings: Object.fromEntries(CONFIGS.map((config) => [config, summarize(findings[config]!)])) });
    expect(report.error).toBeUndefined();
    for (const config of CONFIGS) expect(findings[config]!.length).toBeGreaterThan(0);
    const refused = REFUSED_BY_THE_SEAL[fixture.name];
    if (refused !== undefined) {
      expect(report.checks.find((check) => check.name === 'untouched')?.received).toContain(refused);
      return;
    }
    expect(failedChecks(report)).not.toContain('untouched');
    if (fixture.name in UNSEEN_BY_THE_CHECKER) expect(failedChecks(report)).toEqual([]);
    else expect(failedChecks(report).length).toBeGreaterThan(0);
    const expected = KNOWN_GAPS[fixture.name]?.unnamedOriginal ?? [];
    for (const config of CONFIGS) expect({ config, unnamed: unnamed(report, findings[config]!) }).toEqual({ config, unnamed: expected });
  });

  for (const config of CONFIGS) {
    it(`${config}: after every fix and first suggestion, works and passes every check`, { timeout: 600_000 }, async () => {
      void startAll();
      const { migration, report, sameAs } = (await fixed())[config];
      record(fixture.name, config, {
        before: summarize(migration.before),
        fixes: migration.fixes,
        suggestions: migration.suggestions,
        after: summarize(migration.after),
        failed: failedChecks(report),
        ...(sameAs === undefined ? {} : { sameCodeAs: sameAs }),
        checks: report.checks.map((check) => `${check.status} ${check.name}: ${check.received}`),
      });
      expect(report.error).toBeUndefined();
      const gaps = KNOWN_GAPS[fixture.name]?.[config];
      const decided = (checks: readonly CheckName[]) => (gaps === undefined ? checks : checks.filter((check) => !DEPENDS_ON_WHERE_IT_LANDS.includes(check)));
      expect(decided(failedChecks(report))).toEqual(decided(gaps ?? []));
      const refused = REFUSED_BY_THE_SEAL[fixture.name];
      // still refused by the seal: a finding left says what to bind
      if (refused !== undefined && report.checks.find((check) => check.name === 'untouched')?.received.includes(refused)) {
        expect(migration.after.some((finding) => finding.messageId === 'missingBinding')).toBe(true);
        return;
      }
      expect(unnamed(report, migration.after)).toEqual(KNOWN_GAPS[fixture.name]?.unnamedOriginal ?? []);
    });
  }
});
