import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getMethodName, getMethodReceiver, getStaticKeyName, isNodeOf, skipTypeWrappers, walkOwnBody, type Node } from '../syntax/ast.js';
import { JWT_LIBRARY_WORDS } from '../values/vocabulary.js';
import { jwtLikeRole } from './jwt-like-libraries.js';
import { parseDurationSeconds } from '../values/durations.js';
import { functionName, parameterIndex } from '../scope/local-functions.js';
import { isNamedForState, isWithinStateNamedCode } from './state-names.js';
import { isReferenceTo } from '../scope/modules.js';
import { objectLiteralOf, staticProperties } from '../values/object-literals.js';
import type { ForeignOrigin } from '../values/provenance-model.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { isClientState, isIncomingState } from './incoming-state.js';
import { moduleOfCallee } from './jwt-signers.js';
import { constantSeconds } from './constant-seconds.js';
import { openOf } from './opens.js';

/** Why a JWT that carries state may be read after it expired, or without its signature checked. */
export type JwtReadProblem =
  | { readonly kind: 'ignores-expiry'; readonly node: TSESTree.Property | TSESTree.Expression }
  | { readonly kind: 'tolerance'; readonly node: TSESTree.Property | TSESTree.Expression; readonly seconds: number }
  | { readonly kind: 'decoded'; readonly node: TSESTree.CallExpression; readonly callee: string };

/**
 * What is wrong with one call that reads a JWT carrying request state (the token is the `requestState` a client sent,
 * or the call is in a function named for state): a verify told to ignore the expiry (`ignoreExpiration: true`), a
 * clock tolerance over `maxSeconds` (an expired state accepted that long), or a decode that checks nothing
 * (jsonwebtoken's `decode`, jose's `decodeJwt`).
 */
/** The unverified decodes among {@link jwtReadProblems}: `require-sealed-state`'s, as every unverified read is. */
export function jwtDecodesUnverified(mcp: McpFile, call: TSESTree.CallExpression): Extract<JwtReadProblem, { kind: 'decoded' }>[] {
  return jwtReadProblems(mcp, call, Infinity).filter((problem): problem is Extract<JwtReadProblem, { kind: 'decoded' }> => problem.kind === 'decoded');
}

export function jwtReadProblems(mcp: McpFile, call: TSESTree.CallExpression, maxSeconds: number): JwtReadProblem[] {
  if (!mcp.vocabulary.mentionsAny(JWT_LIBRARY_WORDS)) return [];
  const [token] = call.arguments;
  if (!token || token.type === 'SpreadElement' || !readsState(mcp, call, token)) return [];
  const reference = mcp.provenance.of(call.callee).reference;
  if (jwtLikeRole(reference) === 'decode' || isReferenceTo(reference, 'jose', 'decodeJwt')) {
    // a decode of the state the client sent is require-sealed-state's unverified read: reported once, there
    if (isIncomingState(mcp, token)) return [];
    return [{ kind: 'decoded', node: call, callee: reference!.path.at(-1) === 'decode' ? 'jwt.decode' : 'decodeJwt' }];
  }
  const receiver = getMethodReceiver(call);
  if (getMethodName(call) === 'decode' && receiver && mcp.provenance.of(receiver).cryptoObject === 'jwt-service') {
    return isIncomingState(mcp, token) ? [] : [{ kind: 'decoded', node: call, callee: 'JwtService.decode' }];
  }
  return verifyOptionProblems(mcp, call, maxSeconds);
}

/** The options of a jsonwebtoken or jose verify that let an expired JWT through, whatever token it reads. */
function verifyOptionProblems(mcp: McpFile, call: TSESTree.CallExpression, maxSeconds: number): JwtReadProblem[] {
  const open = openOf(mcp, call);
  const options = open?.options;
  if ((open?.kind !== 'jsonwebtoken' && open?.kind !== 'jose') || !options) return [];
  const literal = objectLiteralOf(mcp.provenance, options);
  if (!literal || !isNodeOf(mcp.sourceCode.ast, literal)) return importedOptionProblems(mcp, options, maxSeconds);
  // `{ ...VERIFY_OPTIONS, issuer }`: what each spread object sets, where it is not set again after it
  const spread = literal.properties.flatMap((property, index) => {
    if (property.type !== 'SpreadElement') return [];
    const later = staticProperties({ ...literal, properties: literal.properties.slice(index + 1) });
    return importedOptionProblems(mcp, property.argument, maxSeconds).filter((problem) => !later.has(problem.kind === 'ignores-expiry' ? 'ignoreExpiration' : 'clockTolerance'));
  });
  return [...expiredTokenOptions(mcp, literal.properties, maxSeconds), ...spread];
}

/** The verify options among `properties` that let an expired JWT through: `ignoreExpiration: true`, a `clockTolerance` over `maxSeconds`. */
export function expiredTokenOptions(mcp: McpFile, properties: Iterable<TSESTree.ObjectLiteralElement>, maxSeconds: number): JwtReadProblem[] {
  const problems: JwtReadProblem[] = [];
  for (const property of properties) {
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

/**
 * Options another module writes (`jwt.verify(token, key, STATE_VERIFY)` with `STATE_VERIFY` imported): each option
 * read by its value, and reported at the options this call passes.
 */
function importedOptionProblems(mcp: McpFile, options: TSESTree.Expression, maxSeconds: number): JwtReadProblem[] {
  const value = mcp.provenance.of(options);
  if (!value.foreignMembers && !value.objectLiteral) return [];
  // `const VERIFY_OPTIONS = { clockTolerance: 15 * 60 }` in this module: each option read, and reported, as written
  if (value.objectLiteral && isNodeOf(mcp.sourceCode.ast, value.objectLiteral)) return expiredTokenOptions(mcp, value.objectLiteral.properties, maxSeconds);
  const option = (name: string) => mcp.provenance.memberValue(value, name, options);
  const problems: JwtReadProblem[] = [];
  if (option('ignoreExpiration').literalValue === true) problems.push({ kind: 'ignores-expiry', node: options });
  const tolerance = option('clockTolerance').literalValue;
  const seconds = typeof tolerance === 'number' ? tolerance : typeof tolerance === 'string' ? parseDurationSeconds(tolerance) : undefined;
  if (seconds !== undefined && seconds > maxSeconds) problems.push({ kind: 'tolerance', node: options, seconds });
  return problems;
}

/**
 * Whether a JWT read is of request state: the client's `requestState`, or a read in a function named for state, or in
 * a closure one returns (`readState = (tool) => (token) => jwtVerify(token, …)`).
 */
export function readsState(mcp: McpFile, call: Node, token: Node): boolean {
  if (isIncomingState(mcp, token)) return true;
  for (let fn = getEnclosingFunction(call); fn.type !== 'Program'; fn = getEnclosingFunction(fn)) {
    if (isNamedForState(fn)) return true;
    if (fn.type !== 'ArrowFunctionExpression' || functionName(fn) !== undefined) return isWithinStateNamedCode(fn);
  }
  return isWithinStateNamedCode(call);
}

/** A verify option of another module's helper that lets this call's state through expired, reported at the call. */
export interface HelperJwtReadProblem {
  readonly problem: Extract<JwtReadProblem, { kind: 'ignores-expiry' | 'tolerance' }>;
  readonly helper: ForeignOrigin;
}

/**
 * A helper of another module handed the client's `requestState` (`readTrip(raw, userId)`) that verifies it as a JWT
 * with `ignoreExpiration` or a long `clockTolerance`, where nothing in its own module shows that it reads state (its
 * name does not say so and no handler there passes it state): judged at this call, since only this call shows it.
 */
export function helperJwtReadProblems(mcp: McpFile, call: TSESTree.CallExpression, maxSeconds: number): HelperJwtReadProblem[] {
  // the helper is in a module the file imports (at any depth), which names a JWT library
  if (!mcp.provenance.importsMention(JWT_LIBRARY_WORDS)) return [];
  const stateAt = call.arguments.flatMap((argument, index) => (argument.type !== 'SpreadElement' && isClientState(mcp, argument) ? [index] : []));
  if (stateAt.length === 0) return [];
  const fn = calleeFunctionOf(mcp, call);
  const owner = fn && fileOwning(mcp, fn);
  if (!fn || !owner || owner === mcp || !owner.vocabulary.mentionsAny(JWT_LIBRARY_WORDS)) return [];
  const found: HelperJwtReadProblem['problem'][] = [];
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (node.type !== 'CallExpression') return;
    const [token] = node.arguments;
    const index = token && token.type !== 'SpreadElement' ? parameterIndex(owner.sourceCode, skipTypeWrappers(token), fn) : undefined;
    // what its own module sees as a read of state is reported there, once
    if (index === undefined || !stateAt.includes(index) || readsState(owner, node, token!)) return;
    for (const problem of verifyOptionProblems(owner, node, maxSeconds)) if (problem.kind !== 'decoded') found.push(problem);
  });
  if (found.length === 0) return [];
  const helper = mcp.provenance.of(call.callee).foreign ?? { name: mcp.sourceCode.getText(call.callee), specifier: moduleOfCallee(mcp, call.callee) };
  return found.map((problem) => ({ problem, helper }));
}
