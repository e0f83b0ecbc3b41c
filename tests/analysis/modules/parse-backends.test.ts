// Two ways to read another module: oxc-parser with typescript-eslint's scope analysis (optional peers), or ESLint's
// Linter with the importing file's parser. Every finding on the multi-file corpus is the same either way, a host
// whose parser cannot be lent (Oxlint's) still sees other modules, and each module is parsed once per version.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';
import plugin from '../../../src/index.js';
import { clearModuleCache, moduleParseCount } from '../../../src/analysis/modules/index.js';
import { oxcTools, useOxcTools } from '../../../src/analysis/modules/oxc-parse.js';
import { ciProjectFiles, configFor, PROJECTS, temporaryProject } from './project-lint.js';

const linter = new Linter({ configType: 'flat', cwd: PROJECTS });

/** Every finding on the projects, as `file:line:column-endLine:endColumn rule message`. */
function findingsOnProjects(rules: Linter.RulesRecord, parser?: Linter.Parser): string[] {
  clearModuleCache();
  return ciProjectFiles().flatMap((file) =>
    linter
      .verify(readFileSync(file, 'utf8'), configFor(file, rules, parser), { filename: file })
      .map((message) => `${relative(PROJECTS, file)}:${message.line}:${message.column}-${message.endLine}:${message.endColumn} ${message.ruleId} ${message.message}`),
  );
}

afterEach(() => useOxcTools(true));

const CORPUS_WIDE_TIMEOUT_MS = 120_000;

describe('reading other modules with oxc-parser or with ESLint', () => {
  it('finds both optional peers installed here (the dev dependencies pin them)', () => {
    expect(oxcTools()).toBeDefined();
  });

  // strict: every rule, with the options that report most
  it.each(['strict'] as const)('gives the same findings on tests/corpus/projects under %s', (config) => {
    const rules = plugin.configs[config].rules as Linter.RulesRecord;
    useOxcTools(true);
    const withOxc = findingsOnProjects(rules);
    useOxcTools(false);
    const withLinter = findingsOnProjects(rules);
    expect(withOxc).toEqual(withLinter);
    // what only another module shows: a helper named in the message
    expect(withOxc.filter((finding) => / from '\.{1,2}\//.test(finding)).length).toBeGreaterThanOrEqual(10);
    // lints every corpus project twice: its time grows with the corpus, not with what it checks
  }, CORPUS_WIDE_TIMEOUT_MS);
});

describe('a host whose parser cannot parse another text', () => {
  // Oxlint hands its rules a parser named 'oxlint' whose parse() throws: it parses natively, for the linted file only.
  // ESLint needs a parser that works for the linted file, so here typescript-eslint's parses it under that name.
  const hostParser = { ...(tsParser as object), meta: { name: 'oxlint' }, name: 'oxlint' } as unknown as Linter.Parser;
  const rules = plugin.configs.recommended.rules as Linter.RulesRecord;
  const file = join(PROJECTS, 'ts-progress/src/server.ts');

  it.each([
    ['oxc', true],
    ['typescript-eslint\'s parser alone', false],
  ])('sees the imported helper through %s', (_, oxc) => {
    useOxcTools(oxc);
    clearModuleCache();
    const messages = linter.verify(readFileSync(file, 'utf8'), configFor(file, rules, hostParser), { filename: file });
    expect(messages.map((message) => `${message.line}:${message.column}-${message.endLine}:${message.endColumn} ${message.ruleId}`)).toEqual([
      '14:19-14:43 mcp-state/require-sealed-state',
    ]);
  });
});

describe('parse counts with oxc', () => {
  const { root, linter, write } = temporaryProject('mcp-state-oxc-');
  write('package.json', JSON.stringify({ type: 'module' }));
  write('lib/sign.ts', "import { createHmac } from 'node:crypto';\nexport const sign = (body: string): string => createHmac('sha256', process.env.HOOK_SECRET!).update(body).digest('hex');\n");
  const tsImporter = write('check.ts', "import { sign } from './lib/sign.js';\nexport const check = (given: string, body: string) => given !== sign(body);\n");
  const jsImporter = write('check.js', "import { sign } from './lib/sign.js';\nexport const check = (given, body) => given !== sign(body);\n");
  const rules = { 'mcp-state/no-timing-unsafe-compare': 'error' } as Linter.RulesRecord;

  it('parses a module once for importers of either parser, and reports at each use', () => {
    useOxcTools(true);
    clearModuleCache();
    const before = moduleParseCount();
    // `given !== sign(body)` in each importer
    for (const [file, position] of [
      [tsImporter, '2:55-2:75'],
      [jsImporter, '2:39-2:59'],
      [tsImporter, '2:55-2:75'],
    ] as const) {
      const messages = linter.verify(readFileSync(file, 'utf8'), configFor(file, rules), { filename: file });
      expect(messages.map((message) => `${message.line}:${message.column}-${message.endLine}:${message.endColumn}`)).toEqual([position]);
    }
    expect(moduleParseCount() - before).toBe(1);
  });

  it('parses no module the linter has linted and still holds, and parses one whose text changed since', () => {
    useOxcTools(true);
    clearModuleCache();
    const helper = join(root, 'lib/sign.ts');
    // ESLint's Linter keeps the last file it linted: the helper's tree stays in memory while the importer is linted
    const helperLinter = new Linter({ configType: 'flat', cwd: root });
    expect(helperLinter.verify(readFileSync(helper, 'utf8'), configFor(helper, rules), { filename: helper })).toEqual([]);
    const before = moduleParseCount();
    const messages = linter.verify(readFileSync(tsImporter, 'utf8'), configFor(tsImporter, rules), { filename: tsImporter });
    expect(messages.map((message) => `${message.line}:${message.column}-${message.endLine}:${message.endColumn}`)).toEqual(['2:55-2:75']);
    expect(moduleParseCount() - before).toBe(0);

    // the helper as linted is no longer the text on disk (an editor's unsaved buffer): the disk's is parsed
    clearModuleCache();
    helperLinter.verify(`// unsaved\n${readFileSync(helper, 'utf8')}`, configFor(helper, rules), { filename: helper });
    linter.verify(readFileSync(tsImporter, 'utf8'), configFor(tsImporter, rules), { filename: tsImporter });
    expect(moduleParseCount() - before).toBe(1);
  });

  it('is silent on a module oxc cannot parse', () => {
    useOxcTools(true);
    clearModuleCache();
    write('lib/broken.ts', 'export const sign = (body: string => ;\n');
    const importer = write('broken-check.ts', "import { sign } from './lib/broken.js';\nexport const check = (given: string, body: string) => given !== sign(body);\n");
    expect(linter.verify(readFileSync(importer, 'utf8'), configFor(importer, rules), { filename: importer })).toEqual([]);
  });
});
