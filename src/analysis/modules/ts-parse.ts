import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { ModuleSource, type VisitorKeys } from './module-source.js';
import { loadOptional } from './optional-packages.js';

type ScopeManager = NonNullable<TSESLint.SourceCode['scopeManager']>;

interface TypeScriptEslintParser {
  parseForESLint(
    text: string,
    options: Record<string, unknown>,
  ): { ast: TSESTree.Program; scopeManager: ScopeManager; visitorKeys: VisitorKeys };
}

let parser: TypeScriptEslintParser | null | undefined;

/** typescript-eslint's parser, where installed: it reads JavaScript and TypeScript and scopes them, without ESLint. */
export function typeScriptEslintParser(): TypeScriptEslintParser | undefined {
  if (parser === undefined) {
    const loaded = loadOptional<TypeScriptEslintParser>('@typescript-eslint/parser', ['typescript-eslint']);
    parser = loaded && typeof loaded.parseForESLint === 'function' ? loaded : null;
  }
  return parser ?? undefined;
}

/** `text` of the module at `path` parsed and scoped by typescript-eslint's parser; throws on a syntax error. */
export function parseWithTypeScriptEslint(path: string, text: string, sourceType: 'module' | 'commonjs', tsParser: TypeScriptEslintParser): ModuleSource {
  const { ast, scopeManager, visitorKeys } = tsParser.parseForESLint(text, {
    filePath: path,
    sourceType: sourceType === 'module' ? 'module' : 'script',
    ecmaFeatures: { globalReturn: sourceType === 'commonjs' },
    range: true,
    loc: true,
    // as for oxc: globals stay unresolved references, as under espree
    lib: [],
  });
  return new ModuleSource(text, ast, () => scopeManager, visitorKeys);
}
