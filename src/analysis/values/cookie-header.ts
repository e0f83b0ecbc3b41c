import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, onlyResultOf, skipTypeWrappers, type Node } from '../syntax/ast.js';
import { heldSecretFacts, isHeldSecretName, namesSignInNonce } from './held-secrets.js';
import { makeProvenance, type Evaluate, type Provenance } from './provenance-model.js';

/**
 * A cookie the server set, read by a name that holds a secret or a sign-in's nonce: what a double-submit or OAuth check
 * compares the request's value with (see `keptCookie` in provenance.ts, which reads it from a cookie jar).
 */
export function keptCookieNamed(name: string | undefined, origin: Node): Provenance | undefined {
  if (name === undefined || !(isHeldSecretName(name) || namesSignInNonce(name))) return undefined;
  return makeProvenance('unknown', origin, { ...heldSecretFacts(name), heldCookie: true });
}

/** `name=` as a regular expression or a search writes it before a cookie's value: `oauth_state=([^;]+)`, `'csrf_token='`. */
const NAMED_VALUE = /([A-Za-z0-9_.$-]+)=(?:\(|$)/;

function cookieNameIn(text: string): string | undefined {
  return NAMED_VALUE.exec(text)?.[1];
}

/**
 * `header.match(/(?:^|;\s*)oauth_state=([^;]+)/)`, `/…/.exec(header)` of the raw `Cookie` header: the match holds the
 * cookie the expression names, and so does each of its groups.
 */
export function cookieOfHeaderMatch(receiver: Provenance, method: string, call: TSESTree.CallExpression, evaluate: Evaluate): Provenance | undefined {
  let header: Provenance | undefined;
  let pattern: Node | undefined;
  if (method === 'match' && receiver.cookieHeader) {
    header = receiver;
    pattern = call.arguments[0];
  } else if (method === 'exec' && call.arguments.length === 1 && call.arguments[0]!.type !== 'SpreadElement') {
    header = evaluate(call.arguments[0]!);
    pattern = getMethodReceiver(call);
  }
  const regex = pattern && skipTypeWrappers(pattern);
  if (!header?.cookieHeader || regex?.type !== 'Literal' || !('regex' in regex)) return undefined;
  const cookie = keptCookieNamed(cookieNameIn(regex.regex.pattern), call);
  return cookie && makeProvenance('unknown', call, { valueType: 'array', element: cookie, maybeAbsent: true });
}

/**
 * `header.split('; ').find((part) => part.startsWith('csrf_token='))`: the piece of the raw `Cookie` header that a
 * search by a cookie's name picks out holds that cookie (`startsWith`, `includes`, `indexOf(…) === 0`, after a `trim()`).
 */
export function cookieOfHeaderSearch(items: Provenance, method: string, call: TSESTree.CallExpression): Provenance | undefined {
  if ((method !== 'find' && method !== 'findLast') || !items.element?.cookieHeader) return undefined;
  const callback = call.arguments[0] && skipTypeWrappers(call.arguments[0]);
  if (callback?.type !== 'ArrowFunctionExpression' && callback?.type !== 'FunctionExpression') return undefined;
  const cookie = keptCookieNamed(searchedName(onlyResultOf(callback)), call);
  return cookie && { ...cookie, maybeAbsent: true };
}

/** The cookie name a test searches for: `p.startsWith('name=')`, `p.trim().includes('name=')`, `p.indexOf('name=') === 0`. */
function searchedName(test: Node | undefined): string | undefined {
  let expression = test && skipTypeWrappers(test);
  if (expression?.type === 'BinaryExpression') expression = skipTypeWrappers(expression.left);
  if (expression?.type !== 'CallExpression') return undefined;
  const method = getMethodName(expression);
  const [first] = expression.arguments;
  if (method !== 'startsWith' && method !== 'includes' && method !== 'indexOf') return undefined;
  return first?.type === 'Literal' && typeof first.value === 'string' ? cookieNameIn(first.value) : undefined;
}
