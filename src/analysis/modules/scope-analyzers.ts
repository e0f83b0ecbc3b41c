import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { VisitorKeys } from './module-source.js';
import { loadOptional } from './optional-packages.js';

type ScopeManager = NonNullable<TSESLint.SourceCode['scopeManager']>;

export interface TypeScriptScopes {
  analyze(
    program: TSESTree.Program,
    options: { sourceType: 'module' | 'script'; globalReturn: boolean; childVisitorKeys: VisitorKeys; lib: string[] },
  ): ScopeManager;
}

interface EslintScopes {
  analyze(
    program: TSESTree.Program,
    options: {
      ecmaVersion: number;
      sourceType: 'module' | 'script' | 'commonjs';
      nodejsScope: boolean;
      ignoreEval: boolean;
      childVisitorKeys: VisitorKeys;
      fallback: 'iteration';
      jsx: boolean;
    },
  ): ScopeManager;
}

/** A package with an `analyze` function, loaded on first use (see {@link loadOptional}), or undefined where it is not installed. */
function lazyAnalyzer<T extends { analyze: unknown }>(name: string, nextTo: readonly string[]): () => T | undefined {
  let loaded: T | null | undefined;
  return () => {
    if (loaded === undefined) {
      const candidate = loadOptional<T>(name, nextTo);
      loaded = candidate && typeof candidate.analyze === 'function' ? candidate : null;
    }
    return loaded ?? undefined;
  };
}

/** typescript-eslint's scope analysis, where installed (an optional peer): it scopes the trees typescript-eslint and oxc build. */
export const typeScriptScopes = lazyAnalyzer<TypeScriptScopes>('@typescript-eslint/scope-manager', ['@typescript-eslint/parser', 'typescript-eslint']);

/** eslint-scope, as ESLint scopes the trees espree builds. */
const eslintScopes = lazyAnalyzer<EslintScopes>('eslint-scope', ['eslint']);

/** How a linted file was parsed, as far as analysing its tree's scopes again goes. */
export interface TreeOrigin {
  /** `typescript` for typescript-eslint's parser, `espree` for ESLint's own. */
  readonly parser: 'typescript' | 'espree';
  /** `module`, `script` or `commonjs`, as the linter was told. */
  readonly sourceType: string;
  readonly ecmaVersion: number;
  readonly jsx: boolean;
}

/**
 * The scope analysis the linter ran on a tree of `origin`, run again, or undefined where its package cannot be loaded.
 * Each parser's trees go to its own analysis: typescript-eslint's does not read espree's (no `decorators` on a parameter).
 */
export function rescoperFor(origin: TreeOrigin): ((program: TSESTree.Program, visitorKeys: VisitorKeys) => ScopeManager) | undefined {
  const { sourceType } = origin;
  if (origin.parser === 'typescript') {
    const scopes = typeScriptScopes();
    return (
      scopes &&
      ((program, childVisitorKeys) =>
        scopes.analyze(program, { sourceType: sourceType === 'module' ? 'module' : 'script', globalReturn: sourceType === 'commonjs', childVisitorKeys, lib: [] }))
    );
  }
  const scopes = eslintScopes();
  return (
    scopes &&
    ((program, childVisitorKeys) =>
      scopes.analyze(program, {
        ecmaVersion: origin.ecmaVersion,
        sourceType: sourceType === 'module' ? 'module' : sourceType === 'commonjs' ? 'commonjs' : 'script',
        nodejsScope: sourceType === 'commonjs',
        ignoreEval: true,
        childVisitorKeys,
        fallback: 'iteration',
        jsx: origin.jsx,
      }))
  );
}
