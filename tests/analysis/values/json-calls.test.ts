import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { isFunctionNode, nodeAt, walkOwnBody, type FunctionNode } from '../../../src/analysis/syntax/ast.js';
import { callsJson } from '../../../src/analysis/values/json-calls.js';
import { getMcpFile } from '../../../src/analysis/mcp/file.js';
import { GLOBALS, isReferenceTo } from '../../../src/analysis/scope/modules.js';
import { withFileAnalysis } from '../probe.js';

type Scope = FunctionNode | TSESTree.Program;

interface Inspection {
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  readonly scopes: Scope[];
  /** callsJson's answer for each scope, per method. */
  readonly answers: Record<'parse' | 'stringify', boolean[]>;
  /** The same question answered by provenance on every call of each scope (no shortcut). */
  readonly oracle: Record<'parse' | 'stringify', boolean[]>;
}

/** Lints `code` and, for the program and every function, asks callsJson and the provenance analysis directly. */
function inspect(code: string, typescript = false): Inspection {
  return withFileAnalysis(
    code,
    ({ sourceCode, provenance }) => {
      const scopes: Scope[] = [sourceCode.ast, ...getMcpFile(sourceCode, provenance).functions];
      const ask = (method: 'parse' | 'stringify') => scopes.map((scope) => callsJson(provenance, sourceCode, scope, method));
      const oracle = (method: 'parse' | 'stringify') =>
        scopes.map((scope) => {
          let found = false;
          walkOwnBody(scope, sourceCode.visitorKeys, (node) => {
            if (node.type === 'CallExpression' && isReferenceTo(provenance.of(node.callee).reference, GLOBALS, 'JSON', method)) found = true;
          });
          return found;
        });
      return {
        sourceCode,
        scopes,
        answers: { parse: ask('parse'), stringify: ask('stringify') },
        oracle: { parse: oracle('parse'), stringify: oracle('stringify') },
      };
    },
    { typescript },
  );
}

/** The names of the functions (by their `function name` or `const name =`) for which `answers` is true. */
function namesWhere(inspection: Inspection, answers: boolean[]): string[] {
  return inspection.scopes
    .filter((_, index) => answers[index])
    .map((scope) => {
      if (scope.type === 'Program') return '(program)';
      if (scope.type === 'FunctionDeclaration' && scope.id) return scope.id.name;
      const parent = scope.parent;
      return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : '(anonymous)';
    });
}

describe('callsJson', () => {
  it('finds direct calls through the global JSON', () => {
    const inspection = inspect(`
      const top = JSON.parse(process.argv[2]);
      function reads(token) { return JSON.parse(token); }
      function writes(state) { return JSON.stringify(state); }
      const nested = (raw) => [raw].map((item) => JSON['parse'](item));
      function neither(value) { return value.parse(); }
      function shadows(JSON) { return JSON.parse('1'); }
      const optional = (raw) => JSON.parse?.(raw);
    `);
    expect(namesWhere(inspection, inspection.answers.parse)).toEqual(['(program)', 'reads', '(anonymous)', 'optional']);
    expect(namesWhere(inspection, inspection.answers.stringify)).toEqual(['writes']);
    expect(inspection.answers).toEqual(inspection.oracle);
  });

  it.each([
    ['an alias', 'const parse = JSON.parse;\nfunction open(token) { return parse(token); }'],
    ['a destructured alias', 'const { parse } = JSON;\nfunction open(token) { return parse(token); }'],
    ['an alias of an alias', 'const p = JSON.parse;\nconst q = p;\nfunction open(token) { return q(token); }'],
    ['JSON passed on', 'const J = JSON;\nfunction open(token) { return J.parse(token); }'],
    ['globalThis.JSON', 'function open(token) { return globalThis.JSON.parse(token); }'],
    ['the global object aliased', 'const g = window;\nfunction open(token) { return g.JSON.parse(token); }'],
  ])('sees through %s (the shortcut steps aside)', (_, code) => {
    const inspection = inspect(code);
    expect(namesWhere(inspection, inspection.answers.parse)).toEqual(['open']);
    expect(inspection.answers).toEqual(inspection.oracle);
  });

  it('keeps the shortcut when the global object is only read for something else', () => {
    const inspection = inspect(`
      const hasWindow = typeof window !== 'undefined';
      const fetcher = globalThis.fetch;
      function open(token) { return hasWindow && fetcher && JSON.parse(token); }
      function other(token) { return self.atob(token); }
    `);
    expect(namesWhere(inspection, inspection.answers.parse)).toEqual(['open']);
    expect(inspection.answers).toEqual(inspection.oracle);
  });

  it('keeps the shortcut past type queries of the global object (TypeScript)', () => {
    const inspection = inspect(
      [
        'declare const g: typeof globalThis;',
        'type J = typeof JSON;',
        'type F = typeof globalThis.fetch;',
        'export function open(token: string): unknown { return JSON.parse(token); }',
        'export const alias = (token: string) => (g as { JSON: J }).JSON.parse(token);',
      ].join('\n'),
      true,
    );
    expect(namesWhere(inspection, inspection.answers.parse)).toEqual(['open']);
    expect(inspection.answers).toEqual(inspection.oracle);
  });

  it('agrees with provenance on every function of the corpus and the examples', () => {
    const folders = ['tests/corpus/no-secrets-in-state', 'tests/corpus/require-sealed-state', 'tests/corpus/require-state-binding', 'tests/corpus/mcp-servers', 'docs/examples'];
    let scopes = 0;
    let parsing = 0;
    for (const folder of folders) {
      for (const name of readdirSync(folder)) {
        if (!/\.(?:[cm]?js|[cm]?ts)$/.test(name)) continue;
        const code = readFileSync(join(folder, name), 'utf8');
        const inspection = inspect(code, /\.[cm]?ts$/.test(name));
        expect(inspection.answers, `${folder}/${name}`).toEqual(inspection.oracle);
        scopes += inspection.scopes.length;
        parsing += inspection.answers.parse.filter(Boolean).length;
      }
    }
    expect(scopes).toBeGreaterThan(300);
    expect(parsing).toBeGreaterThan(20);
  });
});

describe('nodeAt', () => {
  it('answers what SourceCode#getNodeByRangeIndex answers, for every index of a file', () => {
    const { sourceCode } = inspect(`
      // a comment first
      import { createHmac } from 'node:crypto';
      const list = [1, , 3, ...rest, { a: [b, c], [d]: \`x\${e}y\${f}\` }];
      export default class Sealer extends Base { #key = process.env.KEY; static { init(); } seal(state) { return state?.a ?? list[0]; } }
      label: for (const [k, v] of Object.entries(list)) { if (k) continue label; else break; }
    `);
    let checked = 0;
    for (let index = 0; index <= sourceCode.text.length; index += 1) {
      const expected = sourceCode.getNodeByRangeIndex(index);
      expect(nodeAt(sourceCode.ast, sourceCode.visitorKeys, index) ?? null, `index ${index}`).toBe(expected);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('goes down a file of many statements in few steps, to the innermost node', () => {
    const statements = Array.from({ length: 5_000 }, (_, index) => `const v${index} = f(${index});`);
    const { sourceCode } = inspect(`${statements.join('\n')}\nconst last = process.env.API_KEY;`);
    const index = sourceCode.text.lastIndexOf('env');
    const node = nodeAt(sourceCode.ast, sourceCode.visitorKeys, index);
    expect(node?.type).toBe('Identifier');
    expect(node && sourceCode.getText(node)).toBe('env');
    expect(isFunctionNode(node!)).toBe(false);
  });
});
