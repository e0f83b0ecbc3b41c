import type { TSESLint } from '@typescript-eslint/utils';
import type { McpFile } from '../analysis/mcp/file.js';
import { bindingTextsAt, PRINCIPAL_OF, type BindingTexts } from '../analysis/mcp/handler-fix-texts.js';
import type { Node } from '../analysis/syntax/ast.js';
import { planNamedImport, withNamedImports } from './imports.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The seal module a fix imports from (`settings['mcp-state'].sealModule`), and how the file loads modules. */
export interface SealModule {
  readonly module: string;
  /** `context.languageOptions.sourceType`: `commonjs` and `script` files get a `require`. */
  readonly sourceType: string | undefined;
}

/** How a fix refers to `principalOf` at `usedAt`: the name the file imports it under, or `principalOf` when the fix adds the import. */
export function principalReference(sourceCode: SourceCode, seal: SealModule, usedAt: Node): string {
  return planNamedImport(sourceCode, { module: seal.module, name: PRINCIPAL_OF, usedAt, sourceType: seal.sourceType }).reference;
}

/**
 * The user, tool and arguments a fix binds at `node` (see `bindingTextsAt`), with `principalOf` written as this file
 * refers to it. `imports` lists what the fix must import from the seal module alongside its own names.
 */
export function fixBindingTextsAt(mcp: McpFile, node: Node, seal: SealModule): BindingTexts {
  return bindingTextsAt(mcp, node, (usedAt) => principalReference(mcp.sourceCode, seal, usedAt));
}

/**
 * `fix`, importing in the same fix the exports of the seal module that its text calls (`imports`, from
 * {@link fixBindingTextsAt}): for an edit written with `principalOf(ctx)`.
 */
export function withSealImports(
  sourceCode: SourceCode,
  seal: SealModule,
  imports: readonly string[],
  usedAt: Node,
  fix: TSESLint.ReportFixFunction,
): TSESLint.ReportFixFunction {
  return withNamedImports(sourceCode, { module: seal.module, names: imports, usedAt, sourceType: seal.sourceType }, fix);
}
