// Every report points at a node of the file being linted. Evidence found in another module (a helper's body, a
// property of a payload built there) is named in the message; the report itself stays at the use in this file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { Linter, type Rule } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { clearModuleCache } from '../../src/analysis/modules/index.js';
import { inCiShareOfTestCorpus } from '../../bench/lib/corpus.js';

const ROOT = join(import.meta.dirname, '../..');
const TREES = ['tests/corpus', 'tests/e2e/fix-loop/servers', 'tests/analysis/modules/fixtures', 'docs/examples'];
const SOURCE = /\.(?:[cm]?js|[cm]?ts)$/;

function filesUnder(directory: string): string[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name.startsWith('.') ? [] : filesUnder(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

interface Misplaced {
  readonly file: string;
  readonly rule: string;
  readonly messageId: string | undefined;
  readonly why: string;
}

type Located = { parent?: Located; type: string; range?: [number, number] };

function rootOf(node: Located): Located {
  let current = node;
  while (current.parent) current = current.parent;
  return current;
}

/** The plugin's rules, each checking every report it makes against the file it lints. */
function checkingRules(misplaced: Misplaced[], file: () => string): Record<string, Rule.RuleModule> {
  return Object.fromEntries(
    Object.entries(plugin.rules).map(([name, rule]) => {
      const checked: Rule.RuleModule = {
        meta: rule.meta as Rule.RuleMetaData,
        create(context) {
          const sourceCode = context.sourceCode;
          const check = (descriptor: Rule.ReportDescriptor): void => {
            const node = 'node' in descriptor ? (descriptor.node as unknown as Located | undefined) : undefined;
            const note = (why: string) => misplaced.push({ file: file(), rule: name, messageId: 'messageId' in descriptor ? descriptor.messageId : undefined, why });
            if (node && rootOf(node) !== (sourceCode.ast as unknown as Located)) note(`a ${node.type} of another module`);
            const loc = (descriptor as { loc?: unknown }).loc as { start?: { line: number; column: number }; end?: { line: number; column: number } } | undefined;
            for (const position of loc ? [loc.start ?? (loc as { line: number; column: number }), loc.end] : []) {
              if (!position) continue;
              const line = sourceCode.lines[position.line - 1];
              if (line === undefined || position.column > line.length) note(`a position ${position.line}:${position.column} outside the file`);
            }
          };
          // ESLint freezes the context: a new object in front of it carries the checking report()
          const checking = Object.create(context) as Rule.RuleContext;
          Object.defineProperty(checking, 'report', { value: (descriptor: Rule.ReportDescriptor) => (check(descriptor), context.report(descriptor)) });
          return (rule as unknown as Rule.RuleModule).create(checking);
        },
      };
      return [name, checked];
    }),
  );
}

describe('report locations', () => {
  // strict turns on every rule with the options that report most (recommended's findings are a subset of its sites)
  // CI's share of the corpus projects (half the blind rounds' ones) is linted in one test, so it is given more than the default time
  it.each(['strict'] as const)('every %s report is at a node of the linted file, across every multi-file tree', (config) => {
    const misplaced: Misplaced[] = [];
    let current = '';
    const rules = checkingRules(misplaced, () => current);
    const linter = new Linter({ configType: 'flat', cwd: ROOT });
    const ruleLevels = Object.fromEntries(Object.entries(plugin.configs[config].rules ?? {}).map(([id, level]) => [id.replace('mcp-state/', 'checked/'), level]));
    clearModuleCache();
    let reports = 0;
    const files = TREES.flatMap((tree) => filesUnder(join(ROOT, tree))).filter((file) => inCiShareOfTestCorpus(relative(ROOT, file)));
    for (const file of files) {
      current = relative(ROOT, file);
      const extension = extname(file);
      const typescript = /ts$/.test(extension);
      const languageOptions = {
        sourceType: extension === '.cjs' || extension === '.cts' ? ('commonjs' as const) : ('module' as const),
        ...(typescript ? { parser: tsParser as Linter.Parser } : {}),
      };
      const messages = linter.verify(readFileSync(file, 'utf8'), [{ files: [`**/*${extension}`], languageOptions, plugins: { checked: { rules } }, rules: ruleLevels }], {
        filename: file,
      });
      expect(messages.filter((message) => message.fatal === true || message.ruleId === null).map((message) => `${current}: ${message.message}`)).toEqual([]);
      reports += messages.length;
    }
    expect(files.length).toBeGreaterThan(150);
    expect(reports).toBeGreaterThan(250);
    expect(misplaced).toEqual([]);
  }, 120_000);
});
