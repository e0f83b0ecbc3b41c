import type { TSESTree } from '@typescript-eslint/utils';
import type { FunctionNode } from '../syntax/ast.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { leavesOut, writtenOnlyWhenGiven } from './optional-comparisons.js';
import { EXPIRY_FIELD, signedObjectsOf } from './signed-fields.js';
import { mayHaveHandRolledSeals } from './seals.js';

/** An expiry a sealer signs only when a call hands it an option, left out by one call. */
export interface ExpiryLeftOut {
  readonly sealer: FunctionNode;
  /** The option that must be given (`ttlMs` of `opts.ttlMs`). */
  readonly option: string;
}

/**
 * Whether the hand-rolled sealer `call` runs writes its expiry only when given an option (`if (opts.ttlMs) claims.exp =
 * claims.iat + opts.ttlMs;`) and this call gives none: what it seals here never expires, wherever the sealer lives.
 */
export function expiryLeftOutAt(mcp: McpFile, call: TSESTree.CallExpression): ExpiryLeftOut | undefined {
  const fn = calleeFunctionOf(mcp, call);
  if (!fn) return undefined;
  const owner = fileOwning(mcp, fn);
  if (!mayHaveHandRolledSeals(owner)) return undefined;
  for (const signed of signedObjectsOf(owner, fn)) {
    let conditional: ExpiryLeftOut | undefined;
    for (const [key, value] of signed.fields) {
      if (!EXPIRY_FIELD.test(key)) continue;
      const write = value.parent?.type === 'AssignmentExpression' && value.parent.right === value ? value.parent : undefined;
      const given = write && writtenOnlyWhenGiven(owner, fn, write);
      // an expiry signed in any case needs no option
      if (!given) return undefined;
      if (leavesOut(mcp, call, given)) conditional ??= { sealer: fn, option: given.member };
    }
    if (conditional) return conditional;
  }
  return undefined;
}
