import type { TSESTree } from '@typescript-eslint/utils';
import { getStaticString, skipTypeWrappers, type Expression, type FunctionNode } from '../syntax/ast.js';
import type { McpFile } from './file.js';
import { helperJwts } from './jwt-signers.js';
import { TOOL_FIELD } from './signed-fields.js';
import { enclosingToolHandler } from './tool-handlers.js';

/** A call in a tool handler whose state a helper binds to another tool than the one the handler serves. */
export interface ForeignToolBinding {
  readonly call: TSESTree.CallExpression;
  /** The tool the handler is registered for. */
  readonly served: string;
  /** The tool the helper writes into the state. */
  readonly bound: string;
  /** The function that signs it, and the module it is written in. */
  readonly signer: FunctionNode;
  readonly owner: McpFile;
}

/**
 * Calls of a JWT signing helper (local, a method, another module's) from the handler of one tool, where the helper
 * writes a fixed tool of its own (`tool: 'plan_trip'` in the claims, or that audience): the state the handler hands
 * out is the other tool's, so it opens in that tool's handler, and a check of the tool there passes.
 */
export function foreignToolBindings(mcp: McpFile): ForeignToolBinding[] {
  const found: ForeignToolBinding[] = [];
  for (const signed of helperJwts(mcp)) {
    const served = enclosingToolHandler(mcp, signed.call)?.toolName;
    const claim = signed.jwt.claims && [...signed.jwt.claims.fields].find(([key]) => TOOL_FIELD.test(key))?.[1];
    const bound = literalOf(claim) ?? literalOf(signed.jwt.audience);
    if (served !== undefined && bound !== undefined && bound !== served) found.push({ call: signed.call, served, bound, signer: signed.fn, owner: signed.owner });
  }
  return found;
}

function literalOf(node: Expression | undefined): string | undefined {
  return node && getStaticString(skipTypeWrappers(node));
}
