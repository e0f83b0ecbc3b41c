import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getStaticKeyName, skipTypeWrappers, type Node } from '../syntax/ast.js';
import { functionName } from '../scope/local-functions.js';
import { isReferenceTo } from '../scope/modules.js';
import { objectLiteralOf } from '../values/object-literals.js';
import type { McpFile } from './file.js';
import { isIncomingState } from './incoming-state.js';
import { constantSeconds } from './lifetime-parameters.js';
import { openOf } from './opens.js';

/** Why a JWT that carries state may be read after it expired, or without its signature checked. */
export type JwtReadProblem =
  | { readonly kind: 'ignores-expiry'; readonly node: TSESTree.Property }
  | { readonly kind: 'tolerance'; readonly node: TSESTree.Property; readonly seconds: number }
  | { readonly kind: 'decoded'; readonly node: TSESTree.CallExpression; readonly callee: string };

const STATE_NAME = /state/i;
/** A web sign-in's state (OAuth, CSRF), which a function named for it reads: not MCP state. */
const SIGN_IN_STATE = /oauth|oidc|login|signin|sign_in|csrf|xsrf|pkce|sso|authorize/i;

/**
 * What is wrong with one call that reads a JWT carrying request state (the token is the `requestState` a client sent,
 * or the call is in a function named for state): a verify told to ignore the expiry (`ignoreExpiration: true`), a
 * clock tolerance over `maxSeconds` (an expired state accepted that long), or a decode that checks nothing
 * (jsonwebtoken's `decode`, jose's `decodeJwt`).
 */
export function jwtReadProblems(mcp: McpFile, call: TSESTree.CallExpression, maxSeconds: number): JwtReadProblem[] {
  if (!mcp.vocabulary.mentionsAny(['jsonwebtoken', 'jose'])) return [];
  const [token, , options] = call.arguments;
  if (!token || token.type === 'SpreadElement' || !readsState(mcp, call, token)) return [];
  const reference = mcp.provenance.of(call.callee).reference;
  if (isReferenceTo(reference, 'jsonwebtoken', 'decode') || isReferenceTo(reference, 'jose', 'decodeJwt')) {
    // a decode of the state the client sent is require-sealed-state's unverified read: reported once, there
    if (isIncomingState(mcp, token)) return [];
    return [{ kind: 'decoded', node: call, callee: reference!.path.at(-1) === 'decode' ? 'jwt.decode' : 'decodeJwt' }];
  }
  const open = openOf(mcp, call);
  if ((open?.kind !== 'jsonwebtoken' && open?.kind !== 'jose') || !options || options.type === 'SpreadElement') return [];
  const literal = objectLiteralOf(mcp.provenance, options);
  if (!literal) return [];
  const problems: JwtReadProblem[] = [];
  for (const property of literal.properties) {
    if (property.type !== 'Property') continue;
    const key = getStaticKeyName(property.key, property.computed);
    const value = skipTypeWrappers(property.value as TSESTree.Expression);
    if (key === 'ignoreExpiration' && value.type === 'Literal' && value.value === true) problems.push({ kind: 'ignores-expiry', node: property });
    if (key === 'clockTolerance') {
      const seconds = constantSeconds(mcp, value);
      if (seconds !== undefined && seconds > maxSeconds) problems.push({ kind: 'tolerance', node: property, seconds });
    }
  }
  return problems;
}

/** Whether a JWT read is of request state: the client's `requestState`, or a read in a function named for state. */
export function readsState(mcp: McpFile, call: Node, token: Node): boolean {
  if (isIncomingState(mcp, token)) return true;
  const fn = getEnclosingFunction(call);
  const name = fn.type === 'Program' ? '' : (functionName(fn) ?? '');
  return STATE_NAME.test(name) && !SIGN_IN_STATE.test(name);
}

