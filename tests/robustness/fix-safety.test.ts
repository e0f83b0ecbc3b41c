// Every fix and suggestion the rules give on the repository's own fixtures — tests/corpus, docs/examples, the code
// examples of docs/rules and the test fixtures that RuleTester does not see — parses, keeps every comment and is
// stable under a second --fix; the fixed docs/examples still type-check.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, describeRepositoryFile, inCiShareOfTestCorpus, listCorpusFiles, type CorpusFile } from '../../bench/lib/corpus.js';
import { CORPUS_CONFIGS, type CorpusConfigName } from '../../bench/lib/corpus-run.js';
import { checkFixSafety, formatFixSafetyFinding, type FixSafetyResult } from '../../bench/lib/fix-safety.js';
import { languageConfigs } from '../../bench/lib/setups.js';
import { TypeChecker } from './type-check.js';

interface Fixture {
  readonly file: CorpusFile;
  readonly text: string;
}

const EXAMPLES = 'docs/examples';
const FIXTURE_FILES = ['tests/seal/fixtures.ts', 'tests/testing/fixture-servers.ts'];

function fileFixture(path: string, origin: string): Fixture {
  return { file: describeRepositoryFile(path, origin), text: readFileSync(join(REPOSITORY_ROOT, path), 'utf8') };
}

/** Fenced `js`/`ts` blocks of docs/rules/*.md, each as a file of its own (`docs/rules/<rule>.md/<line>.<ext>`). */
function docExamples(): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const name of readdirSync(join(REPOSITORY_ROOT, 'docs/rules')).filter((file) => file.endsWith('.md')).sort()) {
    const markdown = readFileSync(join(REPOSITORY_ROOT, 'docs/rules', name), 'utf8');
    for (const match of markdown.matchAll(/^```(js|ts)\b[^\n]*\n([\s\S]*?)^```$/gm)) {
      const line = markdown.slice(0, match.index).split('\n').length;
      fixtures.push({
        file: {
          path: `docs/rules/${name}/${line}.${match[1]}`,
          origin: 'docs/rules',
          bytes: match[2]!.length,
          parser: match[1] === 'ts' ? 'typescript-eslint' : 'espree',
          sourceType: 'module',
        },
        text: match[2]!,
      });
    }
  }
  return fixtures;
}

const fixtures: Fixture[] = [
  ...listCorpusFiles()
    .filter((file) => file.origin === 'tests/corpus' && inCiShareOfTestCorpus(file.path))
    .map((file) => fileFixture(file.path, file.origin)),
  ...readdirSync(join(REPOSITORY_ROOT, EXAMPLES))
    .filter((name) => /\.[cm]?[jt]s$/.test(name))
    .sort()
    .map((name) => fileFixture(`${EXAMPLES}/${name}`, EXAMPLES)),
  ...docExamples(),
  ...FIXTURE_FILES.map((path) => fileFixture(path, 'tests')),
];

/**
 * Suggestions whose output does not type-check yet (`<file> suggestion <ruleId> <line>:<column>`), reported to the
 * rule's owner. None: the user a suggestion binds is `principalOf(ctx)`, a string. Add an entry only with its issue;
 * the test fails on new failures and on entries that no longer fail.
 */
const KNOWN_SUGGESTION_TYPE_ERRORS: string[] = [];

const linter = new Linter({ cwd: REPOSITORY_ROOT });
const results = new Map<string, Map<CorpusConfigName, FixSafetyResult>>();

function fixSafety(fixture: Fixture, config: CorpusConfigName): FixSafetyResult {
  const perConfig = results.get(fixture.file.path) ?? new Map<CorpusConfigName, FixSafetyResult>();
  results.set(fixture.file.path, perConfig);
  let result = perConfig.get(config);
  if (!result) {
    const filename = join(REPOSITORY_ROOT, fixture.file.path);
    result = checkFixSafety(linter, filename, fixture.text, languageConfigs([fixture.file]), [CORPUS_CONFIGS[config]()]);
    perConfig.set(config, result);
  }
  return result;
}

describe.each(['all', 'defaults'] as const)('fix safety with config %s', (config) => {
  it.each(fixtures.map((fixture) => [fixture.file.path, fixture] as const))('%s', (_path, fixture) => {
    expect(fixSafety(fixture, config).findings.map(formatFixSafetyFinding)).toEqual([]);
  });

  it('has fixes and suggestions to check in every kind of fixture', () => {
    const origins = new Set<string>();
    let fixes = 0;
    let suggestions = 0;
    for (const fixture of fixtures) {
      const result = fixSafety(fixture, config);
      fixes += result.fixCount;
      suggestions += result.suggestionCount;
      if (result.fixCount + result.suggestionCount > 0) origins.add(fixture.file.origin);
    }
    expect(fixes).toBeGreaterThan(20);
    expect(suggestions).toBeGreaterThan(20);
    expect([...origins].sort()).toEqual(['docs/examples', 'docs/rules', 'tests/corpus']);
  });
});

describe('fixed docs/examples type-check (tsc --noEmit)', () => {
  const examples = fixtures.filter((fixture) => fixture.file.origin === EXAMPLES && fixture.file.parser === 'typescript-eslint');
  const rootFiles = examples.map((fixture) => fixture.file.path);
  const checker = new TypeChecker(REPOSITORY_ROOT);

  it('type-check as they are (build first: sealed-server.ts imports the built package)', { timeout: 60_000 }, () => {
    expect(checker.check(rootFiles)).toEqual([]);
  });

  /** Type errors after each fix (`fix`) or suggestion, keyed `<change> (<config>)`. */
  function typeErrorsAfter(kind: 'fix' | 'suggestion'): Map<string, string[]> {
    const errors = new Map<string, string[]>();
    const byOutput = new Map<string, string[]>();
    for (const fixture of examples) {
      for (const config of ['all', 'defaults'] as const) {
        const result = fixSafety(fixture, config);
        const variants =
          kind === 'fix'
            ? result.fixedOutput === undefined
              ? []
              : [{ change: 'fix', output: result.fixedOutput }]
            : result.suggestionOutputs;
        for (const { change, output } of variants) {
          let diagnostics = byOutput.get(output);
          if (!diagnostics) {
            diagnostics = checker.check(rootFiles, new Map([[fixture.file.path, output]]));
            byOutput.set(output, diagnostics);
          }
          errors.set(`${fixture.file.path} ${change} (${config})`, diagnostics);
        }
      }
    }
    return errors;
  }

  it('type-check after every fix', { timeout: 120_000 }, () => {
    const failing = [...typeErrorsAfter('fix')].filter(([, errors]) => errors.length > 0);
    expect(failing).toEqual([]);
  });

  it('type-check after every suggestion, but for the known failures listed here', { timeout: 120_000 }, () => {
    const errors = typeErrorsAfter('suggestion');
    expect(errors.size).toBeGreaterThan(0);
    const failing = [...errors]
      .filter(([, messages]) => messages.length > 0)
      .map(([change]) => change.split(' ').slice(0, 4).join(' '));
    expect([...new Set(failing)]).toEqual(KNOWN_SUGGESTION_TYPE_ERRORS);
  });
});
