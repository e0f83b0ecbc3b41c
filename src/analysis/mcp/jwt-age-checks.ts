import type { TSESTree } from '@typescript-eslint/utils';
import {
  getEnclosingFunction,
  getPropertyName,
  getStaticString,
  isFunctionNode,
  skipTypeWrappers,
  skipValueWrappers,
  walkOwnBody,
  type Expression,
  type FunctionNode,
  type Node,
} from '../syntax/ast.js';
import { findVariable, resolveBinding, type PatternStep } from '../scope/bindings.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { isReferenceTo } from '../scope/modules.js';
import { clockUnit, constantNumber, durationSeconds, type TimeUnit } from '../values/durations.js';
import { objectLiteralOf, staticProperty } from '../values/object-literals.js';
import { callSitesOf } from './call-sites.js';
import type { McpFile } from './file.js';
import type { JwtSeal } from './jwt-seals.js';
import { openOf } from './opens.js';
import type { StateSeal } from './seals.js';
import { clockScopeOf } from './clock-scopes.js';

type CallExpression = TSESTree.CallExpression;

/** Claims that say when a token was issued. */
const ISSUED_FIELD = /^(?:iat|now|issuedAt|issued_at|createdAt|created_at|mintedAt|ts|timestamp)$/;
const ORDERING = new Set(['<', '<=', '>', '>=']);
const MAX_DEPTH = 6;

/** Where the code that verifies a JWT limits its age: a comparison with the issue time, or a `maxAge` option. */
export interface JwtAgeCheck {
  /** The limit as written: a too-long limit is reported there. */
  readonly limit: Node;
  /** The limit in seconds, when constant. */
  readonly limitSeconds: number | undefined;
  /** Whether the limit is a verify option in seconds (`maxAge`, `maxTokenAge`), which a number of seconds can replace. */
  readonly inSeconds: boolean;
}

/**
 * How the code verifying a JWT seal that sets no expiry limits the token's age: the claims carry their issue time
 * (`iat` — which jsonwebtoken adds unless `noTimestamp`, jose with `setIssuedAt()` — or `issuedAt`, `createdAt`,
 * `ts`, `now` set from the clock), and a verification of the same library with the same key either passes `maxAge`
 * (`maxTokenAge`) or compares that field of what it returns with the clock and a limit:
 * `Date.now() - claims.issuedAt > MAX_AGE_MS`, `payload.iat + 600 < nowSeconds()`. A comparison in the other unit
 * than the field is written in limits nothing and does not count.
 */
export function jwtAgeChecks(mcp: McpFile, seal: StateSeal, jwt: JwtSeal): JwtAgeCheck[] {
  if (seal.kind !== 'jsonwebtoken' && seal.kind !== 'jose') return [];
  const issued = issueTimes(mcp, seal, jwt);
  if (issued.size === 0) return [];
  const verifications = verificationsOf(mcp, seal).filter((verification) => !checksOtherAudience(mcp, verification, jwt));
  if (verifications.length === 0) return [];
  const checks: JwtAgeCheck[] = [];
  for (const verification of verifications) {
    const option = issued.get('iat') === 's' ? maxAgeOption(mcp, verification, seal.kind) : undefined;
    if (option) checks.push(option);
  }
  return [...checks, ...new AgeComparisons(mcp, verifications, issued, seal.kind).find()];
}

/** The issue-time claims of a seal and the unit each is written in. */
function issueTimes(mcp: McpFile, seal: StateSeal, jwt: JwtSeal): Map<string, TimeUnit> {
  const issued = new Map<string, TimeUnit>();
  for (const [field, value] of jwt.claims?.fields ?? []) {
    const unit = ISSUED_FIELD.test(field) ? clockUnit(clockScopeOf(mcp), value) : undefined;
    if (unit) issued.set(field, unit);
  }
  if (issued.has('iat') || jwt.claims?.fields.has('iat')) return issued;
  if (seal.kind === 'jsonwebtoken') {
    const noTimestamp = jwt.options && staticProperty(jwt.options, 'noTimestamp');
    const omitsIat = noTimestamp !== undefined && !(noTimestamp.value.type === 'Literal' && noTimestamp.value.value === false);
    if (!omitsIat) issued.set('iat', 's');
  } else if (seal.builderCalls.some((call) => call.callee.type === 'MemberExpression' && getPropertyName(call.callee) === 'setIssuedAt')) {
    issued.set('iat', 's');
  }
  return issued;
}

/** The signing key of a seal: `jwt.sign(claims, key)`, jose `.sign(key)`. */
function signingKey(seal: StateSeal): Node | undefined {
  const key = seal.call.arguments[seal.kind === 'jose' ? 0 : 1];
  return key && key.type !== 'SpreadElement' ? key : undefined;
}

/** `jwt.verify(token, key)` / jose `jwtVerify(token, key)` calls of the file with the key the seal signs with. */
function verificationsOf(mcp: McpFile, seal: StateSeal): CallExpression[] {
  const key = signingKey(seal);
  if (!key) return [];
  const keyIdentity = identity(mcp, key);
  return mcp.calls.filter((call) => {
    if (openOf(mcp, call)?.kind !== seal.kind) return false;
    if (seal.kind === 'jose' && !isJoseClaimsVerification(mcp, call)) return false;
    const verifyKey = call.arguments[1];
    return verifyKey !== undefined && verifyKey.type !== 'SpreadElement' && identity(mcp, verifyKey) === keyIdentity;
  });
}

/**
 * A jsonwebtoken verify that requires another literal audience than the seal writes (`audience: 'recount_bin'` where
 * the seal's is `'transfer_stock'`): it refuses this seal's tokens, so what it checks of their age limits none of them.
 */
function checksOtherAudience(mcp: McpFile, verification: CallExpression, jwt: JwtSeal): boolean {
  const sealed = jwt.audience && getStaticString(skipTypeWrappers(jwt.audience));
  const options = verification.arguments[2];
  const literal = sealed !== undefined && options && options.type !== 'SpreadElement' ? objectLiteralOf(mcp.provenance, options) : undefined;
  const required = literal && staticProperty(literal, 'audience')?.value;
  const text = required && getStaticString(skipTypeWrappers(required as Expression));
  return text !== undefined && text !== sealed;
}

function isJoseClaimsVerification(mcp: McpFile, call: CallExpression): boolean {
  const reference = mcp.provenance.of(call.callee).reference;
  return isReferenceTo(reference, 'jose', 'jwtVerify') || isReferenceTo(reference, 'jose', 'jwtDecrypt');
}

/** The same key for two spellings of one value: a variable by its declaration, anything else by its text. */
function identity(mcp: McpFile, node: Node): string {
  const expression = skipValueWrappers(node);
  if (expression.type === 'Identifier') {
    const definition = findVariable(mcp.sourceCode, expression)?.defs[0];
    if (definition) return `variable:${definition.name.range[0]}`;
  }
  return `text:${mcp.sourceCode.getText(expression).replace(/\s+/g, '')}`;
}

/** `jwt.verify(token, key, { maxAge: '10m' })`, `jwtVerify(token, key, { maxTokenAge: 600 })`. */
function maxAgeOption(mcp: McpFile, verification: CallExpression, kind: 'jsonwebtoken' | 'jose'): JwtAgeCheck | undefined {
  const options = verification.arguments[2];
  const literal = options && options.type !== 'SpreadElement' ? objectLiteralOf(mcp.provenance, options) : undefined;
  const property = literal && staticProperty(literal, kind === 'jose' ? 'maxTokenAge' : 'maxAge');
  if (!property || property.value.type === 'AssignmentPattern' || property.value.type === 'TSEmptyBodyFunctionExpression') return undefined;
  return { limit: property.value, limitSeconds: durationSeconds(mcp.sourceCode, property.value), inSeconds: true };
}

/** A read of an issue-time claim, scaled: `claims.iat * 1000` → `iat`, 1000. */
interface ClaimRead {
  readonly field: string;
  readonly factor: number;
}

/** Finds the comparisons of verified issue times with the clock in the functions that verify and their callers. */
class AgeComparisons {
  constructor(
    private readonly mcp: McpFile,
    private readonly verifications: readonly CallExpression[],
    private readonly issued: ReadonlyMap<string, TimeUnit>,
    private readonly kind: 'jsonwebtoken' | 'jose',
  ) {}

  find(): JwtAgeCheck[] {
    const scopes = new Set<FunctionNode | TSESTree.Program>();
    for (const verification of this.verifications) {
      const verifier = getEnclosingFunction(verification);
      scopes.add(verifier);
      const callback = verification.arguments[verification.arguments.length - 1];
      if (callback && isFunctionNode(callback)) scopes.add(callback);
      if (verifier.type !== 'Program') for (const call of callSitesOf(this.mcp, verifier)) scopes.add(getEnclosingFunction(call));
    }
    const checks: JwtAgeCheck[] = [];
    for (const scope of scopes) {
      walkOwnBody(scope, this.mcp.sourceCode.visitorKeys, (node) => {
        if (node.type === 'BinaryExpression' && ORDERING.has(node.operator) && node.left.type !== 'PrivateIdentifier') {
          const check = this.ageCheckOf(node.left, node.right) ?? this.ageCheckOf(node.right, node.left);
          if (check) checks.push(check);
        }
      });
    }
    return checks;
  }

  /**
   * `clock - issued` against `limit`, `issued + limit` against `clock`, or `issued` against `clock - limit`, with the
   * field and the clock in one unit.
   */
  private ageCheckOf(side: Node, other: Node): JwtAgeCheck | undefined {
    const expression = this.constantValue(side);
    if (expression.type !== 'BinaryExpression' || expression.left.type === 'PrivateIdentifier') return undefined;
    if (expression.operator === '-') {
      const clock = clockUnit(clockScopeOf(this.mcp), expression.left);
      if (!clock) return undefined;
      const elapsed = this.claimRead(expression.right);
      if (elapsed) return this.readsInUnit(elapsed, clock) && !this.readsTime(other) ? this.limit(other, clock) : undefined;
      const issued = this.claimRead(other);
      return issued && this.readsInUnit(issued, clock) && !this.readsTime(expression.right) ? this.limit(expression.right, clock) : undefined;
    }
    if (expression.operator !== '+') return undefined;
    const clock = clockUnit(clockScopeOf(this.mcp), other);
    if (!clock) return undefined;
    for (const [issuedSide, limitSide] of [
      [expression.left, expression.right],
      [expression.right, expression.left],
    ] as const) {
      const issued = this.claimRead(issuedSide);
      if (issued) return this.readsInUnit(issued, clock) && !this.readsTime(limitSide) ? this.limit(limitSide, clock) : undefined;
    }
    return undefined;
  }

  private limit(limit: Node, clock: TimeUnit): JwtAgeCheck {
    const amount = constantNumber(this.mcp.sourceCode, limit);
    return { limit, limitSeconds: amount === undefined ? undefined : clock === 'ms' ? amount / 1000 : amount, inSeconds: false };
  }

  /** Whether the comparison takes the field to be in the unit it is written in. */
  private readsInUnit(read: ClaimRead, clock: TimeUnit): boolean {
    const written = this.issued.get(read.field);
    if (read.factor === 1) return written === clock;
    if (read.factor === 1000) return written === 's' && clock === 'ms';
    return written === 'ms' && clock === 's';
  }

  private readsTime(node: Node): boolean {
    return clockUnit(clockScopeOf(this.mcp), node) !== undefined || this.claimRead(node) !== undefined;
  }

  /** `claims.iat`, `payload.issuedAt * 1000`, a destructured `{ iat }`, of what a verification returns. */
  private claimRead(node: Node, depth = 0): ClaimRead | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const expression = skipValueWrappers(node);
    if (expression.type === 'BinaryExpression' && (expression.operator === '*' || expression.operator === '/')) {
      const inner = constantNumber(this.mcp.sourceCode, expression.right) === 1000 ? this.claimRead(expression.left, depth + 1) : undefined;
      return inner && inner.factor === 1 ? { field: inner.field, factor: expression.operator === '*' ? 1000 : 0.001 } : undefined;
    }
    if (expression.type === 'MemberExpression') {
      const field = getPropertyName(expression);
      return field !== undefined && this.issued.has(field) && this.isClaims(expression.object, depth + 1) ? { field, factor: 1 } : undefined;
    }
    if (expression.type !== 'Identifier') return undefined;
    const binding = resolveBinding(this.mcp.sourceCode, expression);
    if (binding?.kind !== 'initialized') return undefined;
    if (binding.path.length === 0) return this.claimRead(binding.init, depth + 1);
    const last = binding.path[binding.path.length - 1]!;
    if (last.type !== 'property' || !this.issued.has(last.name)) return undefined;
    return this.isClaimsAt(binding.init, binding.path.slice(0, -1), depth + 1) ? { field: last.name, factor: 1 } : undefined;
  }

  /** Whether `init` destructured along `path` is the verified claims: `const { payload: { iat } } = await jwtVerify(…)`. */
  private isClaimsAt(init: Expression, path: readonly PatternStep[], depth: number): boolean {
    if (path.length === 0) return this.isClaims(init, depth);
    const [step] = path;
    return path.length === 1 && step?.type === 'property' && step.name === 'payload' && this.isJoseResult(init, depth);
  }

  /** Whether a value is the claims a verification returns (jsonwebtoken's result, jose's `payload`). */
  private isClaims(node: Node, depth: number): boolean {
    if (depth > MAX_DEPTH) return false;
    const expression = skipValueWrappers(node);
    if (this.kind === 'jose') {
      if (expression.type === 'MemberExpression' && getPropertyName(expression) === 'payload') return this.isJoseResult(expression.object, depth + 1);
      if (expression.type === 'Identifier') {
        const binding = resolveBinding(this.mcp.sourceCode, expression);
        if (binding?.kind === 'initialized') return this.isClaimsAt(binding.init, binding.path, depth + 1);
        return false;
      }
      return expression.type === 'CallExpression' && this.returnsFromHelper(expression, depth, (returned) => this.isClaims(returned, depth + 1));
    }
    return this.isVerificationResult(expression, depth, (next) => this.isClaims(next, depth + 1));
  }

  private isJoseResult(node: Node, depth: number): boolean {
    return depth <= MAX_DEPTH && this.isVerificationResult(skipValueWrappers(node), depth, (next) => this.isJoseResult(next, depth + 1));
  }

  /** A verification call, a `const` holding its result, a local helper returning it, or the callback it calls. */
  private isVerificationResult(expression: Node, depth: number, again: (node: Node) => boolean): boolean {
    if (expression.type === 'CallExpression') {
      return this.verifications.includes(expression) || this.returnsFromHelper(expression, depth, again);
    }
    if (expression.type !== 'Identifier') return false;
    const binding = resolveBinding(this.mcp.sourceCode, expression);
    if (binding?.kind === 'initialized') return binding.path.length === 0 && again(binding.init);
    // jwt.verify(token, key, (error, claims) => …)
    const callback = binding?.kind === 'parameter' && binding.path.length === 0 ? binding.fn : undefined;
    const call = callback?.parent;
    return (
      call?.type === 'CallExpression' &&
      this.verifications.includes(call) &&
      call.arguments[call.arguments.length - 1] === callback &&
      callback!.params[1]?.type === 'Identifier' &&
      callback!.params[1].name === expression.name
    );
  }

  private returnsFromHelper(call: CallExpression, depth: number, test: (node: Node) => boolean): boolean {
    if (depth > MAX_DEPTH) return false;
    const fn = this.mcp.provenance.of(call.callee).functionNode;
    return fn !== undefined && !fn.generator && returnedExpressions(fn, this.mcp.sourceCode).some(test);
  }

  /** The expression a never reassigned `const` holds (`const age = Date.now() - claims.iat`), else the node. */
  private constantValue(node: Node): Node {
    let current = skipValueWrappers(node);
    for (let steps = 0; steps < MAX_DEPTH && current.type === 'Identifier'; steps += 1) {
      const binding = resolveBinding(this.mcp.sourceCode, current);
      if (binding?.kind !== 'initialized' || binding.path.length > 0) break;
      current = skipValueWrappers(binding.init);
    }
    return current;
  }
}
