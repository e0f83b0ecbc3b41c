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

/** Why a JWT that carries state may be read after it expired. */
export type JwtReadProblem =
  | { readonly kind: 'ignores-expiry'; readonly node: TSESTree.Property | TSESTree.Expression }
  | { readonly kind: 'tolerance'; readonly node: TSESTree.Property | TSESTree.Expression; readonly seconds: number };

/** A decode that checks neither the signature nor the expiry of a JWT that carries state: the call, and its name. */
export interface JwtDecode {
  readonly node: TSESTree.CallExpression;
  readonly callee: 'jwt.decode' | 'decodeJwt' | 'JwtService.decode';
}

/**
 * What is wrong with one call that verifies a JWT carrying request state (the token is the `requestState` a client
 * sent, or the call is in a function named for state): a verify told to ignore the expiry (`ignoreExpiration: true`),
 * or a clock tolerance over `maxSeconds` (an expired state accepted that long). A decode is {@link jwtDecodeUnverified}'s.
 */
export function jwtReadProblems(mcp: McpFile, call: TSESTree.CallExpression, maxSeconds: number): JwtReadProblem[] {
  if (!stateTokenRead(mcp, call) || decodeName(mcp, call) !== undefined) return [];
  return verifyOptionProblems(mcp, call, maxSeconds);
}

/**
 * jsonwebtoken's `decode`, jose's `decodeJwt` or NestJS's `JwtService.decode` of a JWT that carries state: read with no
 * signature check. A decode of the state the client sent is `require-sealed-state`'s unverified read of it, told there.
 */
export function jwtDecodeUnverified(mcp: McpFile, call: TSESTree.CallExpression): JwtDecode | undefined {
  const token = stateTokenRead(mcp, call);
  const callee = token && decodeName(mcp, call);
  return callee && !isIncomingState(mcp, token) ? { node: call, callee } : undefined;
}

/** The token a call of a JWT library reads where that token carries state, in a file that names a JWT library. */
function stateTokenRead(mcp: McpFile, call: TSESTree.CallExpression): TSESTree.Expression | undefined {
  if (!mcp.vocabulary.mentionsAny(JWT_LIBRARY_WORDS)) return undefined;
  const [token] = call.arguments;
  return token && token.type !== 'SpreadElement' && readsState(mcp, call, token) ? token : undefined;
}

/** The name of the decode `call` is, if it is one that checks nothing. */
function decodeName(mcp: McpFile, call: TSESTree.CallExpression): JwtDecode['callee'] | undefined {
  const reference = mcp.provenance.of(call.callee).reference;
  if (jwtLikeRole(reference) === 'decode' || isReferenceTo(reference, 'jose', 'decodeJwt')) return reference!.path.at(-1) === 'decode' ? 'jwt.decode' : 'decodeJwt';
  const receiver = getMethodReceiver(call);
  return getMethodName(call) === 'decode' && receiver && mcp.provenance.of(receiver).cryptoObject === 'jwt-service' ? 'JwtService.decode' : undefined;
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
    found.push(...verifyOptionProblems(owner, node, maxSeconds));
  });
  if (found.length === 0) return [];
  const helper = mcp.provenance.of(call.callee).foreign ?? { name: mcp.sourceCode.getText(call.callee), specifier: moduleOfCallee(mcp, call.callee) };
  return found.map((problem) => ({ problem, helper }));
}
