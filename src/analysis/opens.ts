import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, type Expression } from './ast.js';
import { calleeName } from './local-functions.js';
import type { McpAnalysis } from './mcp.js';
import { isReferenceTo, SEAL } from './modules.js';
import type { CustomStateFunctions } from './seals.js';

export type StateOpenKind = 'open-helper' | 'state-sealer' | 'sdk-codec' | 'jsonwebtoken' | 'jose' | 'hand-rolled' | 'custom';

export interface StateOpen {
  readonly kind: StateOpenKind;
  readonly call: TSESTree.CallExpression;
  readonly token: Expression | undefined;
  readonly binding: Expression | undefined;
}

/** Whether the file names anything an open is made with (each kind of {@link StateOpen} but `hand-rolled` needs its name written). */
export function mayHaveOpens(mcp: McpAnalysis, names: CustomStateFunctions = {}): boolean {
  const { vocabulary } = mcp;
  return (
    vocabulary.mentionsAny(['jsonwebtoken', 'jose', 'createRequestStateCodec']) ||
    vocabulary.mentionsSealModule() ||
    vocabulary.spellsAny(names.openFunctions ?? [])
  );
}

/** The open `call` is, if any: `openState`, `sealer.open`, `codec.verify`, `jwt.verify`, `jwtVerify`, a custom opener. */
export function openOf(mcp: McpAnalysis, call: TSESTree.CallExpression, names: CustomStateFunctions = {}): StateOpen | undefined {
  if (!mayHaveOpens(mcp, names)) return undefined;
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf) return undefined;
  const base = { call, token: argumentsOf[0], binding: undefined };
  const reference = mcp.provenance.of(call.callee).reference;
  if (isReferenceTo(reference, SEAL, 'openState')) return { ...base, kind: 'open-helper', binding: argumentsOf[1] };
  if (isReferenceTo(reference, 'jsonwebtoken', 'verify')) return { ...base, kind: 'jsonwebtoken' };
  if (isReferenceTo(reference, 'jose', 'jwtVerify') || isReferenceTo(reference, 'jose', 'jwtDecrypt') || isReferenceTo(reference, 'jose', 'compactVerify')) {
    return { ...base, kind: 'jose' };
  }
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  if (method !== undefined && receiver) {
    const receiverValue = mcp.provenance.of(receiver);
    if (receiverValue.cryptoObject === 'state-sealer' && method === 'open') return { ...base, kind: 'state-sealer', binding: argumentsOf[1] };
    if (receiverValue.cryptoObject === 'request-state-codec' && method === 'verify') return { ...base, kind: 'sdk-codec' };
  }
  const name = calleeName(call);
  if (name !== undefined && (names.openFunctions ?? []).includes(name)) return { ...base, kind: 'custom', binding: argumentsOf[1] };
  return undefined;
}
