import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { ciSample, listCorpusFiles, readCorpusFile } from '../../../bench/lib/corpus.js';
import type { FunctionNode } from '../../../src/analysis/syntax/ast.js';
import { functionName, provenCallSites } from '../../../src/analysis/scope/local-functions.js';
import { callSitesOf, tracedCallSitesOf } from '../../../src/analysis/mcp/call-sites.js';
import type { McpFile } from '../../../src/analysis/mcp/file.js';
import { lines } from '../../rule-tester.js';
import { withMcpFile, type ProbeOptions } from '../probe.js';

type CallSites = { proven: number[] | undefined; traced: number[]; answered: number[] };

const lineOf = (call: TSESTree.CallExpression) => call.loc.start.line;

/** For the function whose name (or variable's name) is `name`: the lines of its calls, answered each way. */
function callSitesIn(code: string, name: string, options: ProbeOptions = {}): CallSites {
  return withMcpFile(
    code,
    (mcp, sourceCode) => {
      const fn = functionNamed(mcp, name);
      return {
        proven: provenCallSites(sourceCode, fn)?.map(lineOf),
        traced: tracedCallSitesOf(mcp, fn).map(lineOf),
        answered: callSitesOf(mcp, fn).map(lineOf),
      };
    },
    options,
  );
}

/** The function of the file named `name`; `argument` names the one passed straight to a call. */
function functionNamed(mcp: McpFile, name: string): FunctionNode {
  const nameOf = (fn: FunctionNode) => functionName(fn) ?? (fn.parent?.type === 'CallExpression' ? 'argument' : undefined);
  const fn = mcp.functions.find((candidate) => nameOf(candidate) === name);
  if (!fn) throw new Error(`no function ${name}`);
  return fn;
}

describe('call sites of a local function', () => {
  it('reads the calls of a function called only by its name from the scope analysis, in source order', () => {
    const code = lines(
      'function outer() {',
      '  return inner(2);',
      '}',
      'function inner(n) {',
      '  return n > 0 ? inner(n - 1) : 0;',
      '}',
      'inner(1);',
    );
    expect(callSitesIn(code, 'inner')).toEqual({ proven: [2, 5, 7], traced: [2, 5, 7], answered: [2, 5, 7] });
  });

  it('reads the calls of an arrow function a const names', () => {
    const code = lines('const sign = (body) => body;', 'export const a = sign(1);', 'export const b = sign(2);');
    expect(callSitesIn(code, 'sign')).toEqual({ proven: [2, 3], traced: [2, 3], answered: [2, 3] });
  });

  it('knows a function passed straight to a call is never called in the file', () => {
    const code = lines("server.registerTool('t', {}, async (args) => args);", 'export const x = 1;');
    expect(callSitesIn(code, 'argument')).toEqual({ proven: [], traced: [], answered: [] });
  });

  it.each([
    ['aliased', ['function seal() {}', 'const alias = seal;', 'alias();', 'seal();'], [3, 4]],
    ['put in an object', ['function seal() {}', 'const api = { seal };', 'api.seal();'], [3]],
    ['passed as a value', ['function seal() {}', 'run(seal);'], []],
    ['exported by name', ['function seal() {}', 'export { seal };', 'seal();'], [3]],
    ['reassigned', ['let seal = () => 1;', 'seal = () => 2;', 'seal();'], []],
    ['declared twice', ['var seal = () => 1;', 'var seal = () => 2;', 'seal();'], []],
  ])('traces every callee when the function is %s', (_, code, traced) => {
    const sites = callSitesIn(lines(...code), 'seal', { commonJs: code.some((line) => line.startsWith('var')) });
    expect(sites).toEqual({ proven: undefined, traced, answered: traced });
  });

  it('traces every callee when a TypeScript type reads the function', () => {
    const code = lines('function seal(): string { return "x"; }', 'type Seal = typeof seal;', 'seal();');
    expect(callSitesIn(code, 'seal', { typescript: true })).toEqual({ proven: undefined, traced: [3], answered: [3] });
  });

  it('works out the calls of a function once, however often it is asked', () => {
    const code = lines(
      'const sign = (body) => body;',
      'export const seal1 = (s) => sign(s);',
      'export const seal2 = (s) => sign(s);',
      'const alias = sign;',
      'alias(3);',
    );
    const { traced, proven } = withMcpFile(code, (mcp) => {
      const [sign, seal1] = [functionNamed(mcp, 'sign'), functionNamed(mcp, 'seal1')];
      return { traced: [callSitesOf(mcp, sign), callSitesOf(mcp, sign)], proven: [callSitesOf(mcp, seal1), callSitesOf(mcp, seal1)] };
    });
    expect(traced[0]!.map(lineOf)).toEqual([2, 3, 5]);
    expect(traced[1]).toBe(traced[0]);
    expect(proven[0]).toEqual([]);
    expect(proven[1]).toBe(proven[0]);
  });

  it('answers as the traced call sites for every function of the CI corpus sample it answers', () => {
    let answered = 0;
    let functions = 0;
    for (const file of ciSample(listCorpusFiles())) {
      const options: ProbeOptions = {
        typescript: file.parser === 'typescript-eslint',
        commonJs: file.sourceType === 'commonjs',
      };
      const mismatches = withMcpFile(
        readCorpusFile(file),
        (mcp, sourceCode) => {
          const wrong: string[] = [];
          for (const fn of mcp.functions) {
            functions += 1;
            const proven = provenCallSites(sourceCode, fn);
            if (!proven) continue;
            answered += 1;
            const traced = tracedCallSitesOf(mcp, fn);
            if (proven.length !== traced.length || proven.some((call, index) => call !== traced[index])) {
              wrong.push(`${file.path}:${fn.loc.start.line}`);
            }
          }
          return wrong;
        },
        options,
      );
      expect(mismatches).toEqual([]);
    }
    // The sample holds 1,356 functions; the scope analysis answers for 804 of them.
    expect(functions).toBeGreaterThan(1300);
    expect(answered).toBeGreaterThan(750);
    // reads every function of the corpus sample: its time grows with the corpus
  }, 120_000);
});
