import type { TSESTree } from '@typescript-eslint/utils';
import { ModuleSource, type VisitorKeys } from './module-source.js';
import { loadOptional } from './optional-packages.js';
import { typeScriptScopes, type TypeScriptScopes } from './scope-analyzers.js';


interface OxcParser {
  parseSync(
    filename: string,
    text: string,
    options: { sourceType: string; astType: 'ts'; range: true; preserveParens: false; lang?: string },
  ): { program: TSESTree.Program; errors: readonly unknown[] };
  visitorKeys: VisitorKeys;
}

interface OxcTools {
  readonly parser: OxcParser;
  readonly scope: TypeScriptScopes;
}

let tools: OxcTools | null | undefined;

/**
 * oxc-parser and typescript-eslint's scope analysis, when both are installed (optional peers): together they read a
 * module several times faster than the linted file's parser does through ESLint, and without ESLint (under Oxlint).
 */
export function oxcTools(): OxcTools | undefined {
  if (tools === undefined) {
    const parser = loadOptional<OxcParser>('oxc-parser', []);
    const scope = typeScriptScopes();
    tools = parser && typeof parser.parseSync === 'function' && scope ? { parser, scope } : null;
  }
  return tools ?? undefined;
}

/** For tests: read modules without the oxc tools (as a project without them does), or with them again. */
export function useOxcTools(use: boolean): void {
  tools = use ? undefined : null;
}

/** `text` of the module at `path` parsed by oxc and scoped by typescript-eslint; undefined on a syntax error. */
export function parseWithOxc(path: string, text: string, sourceType: 'module' | 'commonjs', oxc: OxcTools): ModuleSource | undefined {
  const parsed = oxc.parser.parseSync(path, text, { sourceType, astType: 'ts', range: true, preserveParens: false });
  if (parsed.errors.length > 0) return undefined;
  const program = parsed.program;
  const analyze = () =>
    oxc.scope.analyze(program, {
      sourceType: sourceType === 'module' ? 'module' : 'script',
      globalReturn: sourceType === 'commonjs',
      childVisitorKeys: oxc.parser.visitorKeys,
      // no lib: a global (`JSON`, `Buffer`) stays an unresolved reference, as under espree, and populating the ES
      // library's declarations for every module read took as long as parsing it
      lib: [],
    });
  return new ModuleSource(text, program, analyze, oxc.parser.visitorKeys);
}
