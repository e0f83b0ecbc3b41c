// One parse per module: a module the linter has linted is read by its importers from the tree the linter built, kept
// once the linter is done with it (without its tokens index, scopes or the file's own analysis), within a budget.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as espree from 'espree';
import { Linter } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';
import plugin from '../../../src/index.js';
import { clearModuleCache, keptLintedTreeCount, MAX_KEPT_TREE_BYTES, moduleParseCount, moduleScopeAnalysisCount } from '../../../src/analysis/modules/index.js';
import { useOxcTools } from '../../../src/analysis/modules/oxc-parse.js';
import { ciProjects, configFor, filesUnder, PROJECTS, temporaryProject } from './project-lint.js';

const strict = plugin.configs.strict.rules as Linter.RulesRecord;

function lintAll(linter: Linter, files: readonly string[], rules: Linter.RulesRecord, root: string, parser?: Linter.Parser): string[] {
  return files.flatMap((file) =>
    linter
      .verify(readFileSync(file, 'utf8'), configFor(file, rules, parser), { filename: file })
      .map((message) => `${relative(root, file)}:${message.line}:${message.column}-${message.endLine}:${message.endColumn} ${message.ruleId}`),
  );
}

afterEach(() => useOxcTools(true));

describe('the multi-file projects of the corpus', () => {
  const projects = ciProjects();
  const linter = new Linter({ configType: 'flat', cwd: PROJECTS });

  it.each([
    ['oxc', true],
    ["ESLint's Linter", false],
  ])('parses no module the linter has linted, reading modules with %s', (_, oxc) => {
    useOxcTools(oxc);
    let found = 0;
    for (const project of projects) {
      const files = filesUnder(join(PROJECTS, project));
      clearModuleCache();
      const first = lintAll(linter, files, strict, PROJECTS);
      // every module read and parsed is forgotten; what the linter built for the files it linted is not
      clearModuleCache({ keepLintedTrees: true });
      const parses = moduleParseCount();
      const again = lintAll(linter, files, strict, PROJECTS);
      expect({ project, parses: moduleParseCount() - parses }).toEqual({ project, parses: 0 });
      expect(again).toEqual(first);
      found += first.length;
    }
    // the projects' findings, many of them made in other modules, are all there
    expect(found).toBeGreaterThanOrEqual(100);
    // lints CI's share of the corpus projects twice: its time grows with that share, not with what it checks
  }, 120_000);
});

describe('a module linted long before its importer', () => {
  const { root, linter, write } = temporaryProject('mcp-state-linted-');
  const rules = { 'mcp-state/no-timing-unsafe-compare': 'error' } as Linter.RulesRecord;
  write('package.json', JSON.stringify({ type: 'module' }));
  // each helper reads its key through a binding: the question needs the scopes of the kept tree, analysed again
  const esmHelper = write(
    'lib/sign.js',
    "import { createHmac } from 'node:crypto';\nconst key = process.env.HOOK_SECRET;\nexport function sign(body) {\n  return createHmac('sha256', key).update(body).digest('hex');\n}\n",
  );
  const cjsHelper = write(
    'lib/tag.cjs',
    "const { createHmac } = require('node:crypto');\nconst key = process.env.HOOK_SECRET;\nfunction tag(body) {\n  return createHmac('sha256', key).update(body).digest('hex');\n}\nmodule.exports = { tag };\n",
  );
  const tsHelper = write(
    'lib/mac.ts',
    "import { createHmac } from 'node:crypto';\nconst key: string = process.env.HOOK_SECRET!;\nexport const mac = (body: string): string => createHmac('sha256', key).update(body).digest('hex');\n",
  );
  // names nothing an importer's question reads: kept only among the files linted last
  const plain = write('lib/header.js', "export const SIGNATURE_HEADER = 'x-signature';\n");
  const importer = write(
    'check.js',
    [
      "import { sign } from './lib/sign.js';",
      "import { mac } from './lib/mac.js';",
      "import { SIGNATURE_HEADER } from './lib/header.js';",
      "import { createRequire } from 'node:module';",
      "const { tag } = createRequire(import.meta.url)('./lib/tag.cjs');",
      'export const bySign = (given, body) => given === sign(body);',
      'export const byTag = (given, body) => given === tag(body);',
      'export const byMac = (given, body) => given === mac(body);',
      'export const isHeader = (name) => name === SIGNATURE_HEADER;',
      '',
    ].join('\n'),
  );
  // 80 files of 1 kB that name nothing: more than the budget of the files linted last
  const fillers = Array.from({ length: 80 }, (_, index) =>
    write(`filler/f${index}.js`, `export const value${index} = ${JSON.stringify('x'.repeat(1000))};\n`),
  );
  // `given === sign(body)`, `given === tag(body)`, `given === mac(body)`
  const reports = ['6:40-6:60 mcp-state/no-timing-unsafe-compare', '7:39-7:58 mcp-state/no-timing-unsafe-compare', '8:39-8:58 mcp-state/no-timing-unsafe-compare'];

  it.each([
    ['oxc', true],
    ["ESLint's Linter", false],
  ])('reads the helpers that sign from their linted trees, each parser\'s scopes analysed again (modules read with %s)', (_, oxc) => {
    useOxcTools(oxc);
    clearModuleCache();
    const kept = keptLintedTreeCount();
    lintAll(linter, [esmHelper, cjsHelper, tsHelper, plain, ...fillers], rules, root);
    // all but the filler linted last, which is still the linter's
    expect(keptLintedTreeCount() - kept).toBe(83);
    const parses = moduleParseCount();
    const scoped = moduleScopeAnalysisCount();
    expect(lintAll(linter, [importer], rules, root)).toEqual(reports.map((report) => `check.js:${report}`));
    // the plain module fell out of the files linted last, and only it is parsed
    expect(moduleParseCount() - parses).toBe(1);
    // the three helpers' kept trees, each scoped by its parser's analysis, and the plain module where oxc parsed it
    // (ESLint's Linter scopes what it parses itself)
    expect(moduleScopeAnalysisCount() - scoped).toBe(oxc ? 4 : 3);
  });

  it('reads again the module whose text on disk is not the one linted', () => {
    clearModuleCache();
    linter.verify(`// unsaved\n${readFileSync(esmHelper, 'utf8')}`, configFor(esmHelper, rules), { filename: esmHelper });
    lintAll(linter, [cjsHelper, tsHelper, plain], rules, root);
    const parses = moduleParseCount();
    expect(lintAll(linter, [importer], rules, root)).toEqual(reports.map((report) => `check.js:${report}`));
    expect(moduleParseCount() - parses).toBe(1);
  });

  it('keeps no tree of a parser whose trees and scopes it does not know, and parses the module', () => {
    clearModuleCache();
    const custom = { meta: { name: 'custom-parser' }, parse: (text: string, options: object) => espree.parse(text, options as never) } as unknown as Linter.Parser;
    const kept = keptLintedTreeCount();
    lintAll(linter, [esmHelper], rules, root, custom);
    lintAll(linter, [plain], rules, root);
    expect(keptLintedTreeCount() - kept).toBe(0);
    const parses = moduleParseCount();
    expect(lintAll(linter, [importer], rules, root)).toEqual(reports.map((report) => `check.js:${report}`));
    // sign.js, tag.cjs and mac.ts (header.js is the file linted last, still the linter's)
    expect(moduleParseCount() - parses).toBe(3);
  });

  it('keeps at most its budget of the trees that matter, the oldest going first', () => {
    clearModuleCache();
    const padding = `// ${'-'.repeat(MAX_KEPT_TREE_BYTES / 2)}\n`;
    const big = [0, 1, 2].map((index) =>
      write(`big/sign${index}.js`, `${padding}import { createHmac } from 'node:crypto';\nexport const sign${index} = (body) => createHmac('sha256', process.env.HOOK_SECRET).update(body).digest('hex');\n`),
    );
    const bigImporter = write(
      'big-check.js',
      "import { sign0 } from './big/sign0.js';\nimport { sign2 } from './big/sign2.js';\nexport const first = (given, body) => given === sign0(body);\nexport const last = (given, body) => given === sign2(body);\n",
    );
    lintAll(linter, [...big, plain], rules, root);
    const parses = moduleParseCount();
    expect(lintAll(linter, [bigImporter], rules, root)).toEqual([
      'big-check.js:3:39-3:60 mcp-state/no-timing-unsafe-compare',
      'big-check.js:4:38-4:59 mcp-state/no-timing-unsafe-compare',
    ]);
    // sign0.js went when sign2.js came: two halves of the budget are kept
    expect(moduleParseCount() - parses).toBe(1);
  });
});
