import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { Linter, type Rule } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { root } from './projects.js';

// What an editor shows: every finding of every rule, on the example servers and the labelled corpora, under the `all`
// config. Squiggles must sit on what explains the problem, never across a whole function, and every suggestion
// must read as its own action in the Quick Fix menu.
const SOURCE = /\.(?:[cm]?js|[cm]?ts)$/;

function sourceFiles(directory: string): string[] {
  return readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
    .map((file) => join(directory, file).split('\\').join('/'))
    // a project's installed package is a fixture of what the rules must not read, not a file an editor lints
    .filter((file) => SOURCE.test(file) && !file.split('/').includes('node_modules'))
    .sort();
}

const files = [...sourceFiles('docs/examples'), ...sourceFiles('tests/corpus')];

interface Span {
  start: { line: number; column: number };
  end: { line: number; column: number };
}

/** Lints with `all`, and records where every function is (ESLint columns: 1-based, end exclusive). */
function lint(file: string): { messages: Linter.LintMessage[]; functions: Span[] } {
  const functions: Span[] = [];
  const recordFunctions: Rule.RuleModule = {
    meta: { type: 'problem', schema: [] },
    create: () => ({
      ':function'(node: Rule.Node) {
        const { start, end } = node.loc!;
        functions.push({ start: { line: start.line, column: start.column + 1 }, end: { line: end.line, column: end.column + 1 } });
      },
    }),
  };
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    readFileSync(join(root, file), 'utf8'),
    [
      plugin.configs.all as Linter.Config,
      { files: ['**/*.ts', '**/*.cts', '**/*.mts'], languageOptions: { parser: tsParser as Linter.Parser } },
      { files: ['**/*.cjs', '**/*.cts'], languageOptions: { sourceType: 'commonjs' } },
      { plugins: { probe: { rules: { functions: recordFunctions } } }, rules: { 'probe/functions': 'error' } },
    ],
    file,
  );
  return { messages, functions };
}

const before = (a: Span['start'], b: Span['start']) => a.line < b.line || (a.line === b.line && a.column <= b.column);

describe('findings as an editor shows them', () => {
  const linted = files.map((file) => ({ file, ...lint(file) }));
  const findings = linted.flatMap(({ file, messages, functions }) => messages.map((message) => ({ file, message, functions })));

  it('lints every file without a parse error, and finds something for every rule', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(findings.filter(({ message }) => message.fatal === true || message.ruleId === null)).toEqual([]);
    const reportedRules = new Set(findings.map(({ message }) => message.ruleId));
    expect(Object.keys(plugin.rules).filter((name) => !reportedRules.has(`mcp-state/${name}`))).toEqual([]);
  });

  it('underlines no whole function: each finding sits on the expression or property that explains it', () => {
    const wholeFunctions = findings
      .filter(({ message }) => message.endLine !== undefined && message.endColumn !== undefined)
      .filter(({ message, functions }) =>
        functions.some(
          (fn) =>
            before({ line: message.line, column: message.column }, fn.start) &&
            before(fn.end, { line: message.endLine!, column: message.endColumn! }),
        ),
      )
      .map(({ file, message }) => `${file}:${message.line}:${message.column} ${message.ruleId}`);
    expect(wholeFunctions).toEqual([]);
  });

  it('gives every finding an end, so the squiggle has a length', () => {
    const pointOnly = findings.filter(({ message }) => message.endLine === undefined || message.endColumn === undefined);
    expect(pointOnly.map(({ file, message }) => `${file}:${message.line}:${message.column} ${message.ruleId}`)).toEqual([]);
  });

  it('gives every suggestion its own message: a messageId, a description that is not the finding’s, one per action', () => {
    const suggested = findings.filter(({ message }) => (message.suggestions?.length ?? 0) > 0);
    expect(suggested.length).toBeGreaterThan(0);
    for (const { message } of suggested) {
      const descriptions = message.suggestions!.map((suggestion) => suggestion.desc);
      for (const suggestion of message.suggestions!) {
        expect(suggestion.messageId).toEqual(expect.any(String));
        expect(suggestion.desc.trim().length).toBeGreaterThan(0);
        expect(suggestion.desc).not.toBe(message.message);
      }
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });
});
