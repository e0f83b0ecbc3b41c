import type { TSESTree } from '@typescript-eslint/utils';
import { argumentAt, getPropertyName, getStaticKeyName, isFunctionNode, skipTypeWrappers, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { parameterIndex, returnedExpressions } from '../scope/local-functions.js';
import { objectLiteralOf } from '../values/object-literals.js';
import type { ForeignOrigin } from '../values/provenance-model.js';
import type { BindingGap } from './binding-gaps.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { describeJwtSeal, onlyJwtSeal, type JwtSeal } from './jwt-seals.js';
import { sealOf, type StateSeal } from './seals.js';
import { EXPIRY_FIELD, fieldsOf, isToolField, namesTool, namesUser } from './signed-fields.js';
import { findStateResults } from './state-results.js';
import { registeredToolNames } from './tool-handlers.js';
import { terminalsOf } from './value-terminals.js';

type CallExpression = TSESTree.CallExpression;

/** The claims of one module: those its signer writes, or those a call passes for a parameter. */
interface ClaimSide {
  readonly mcp: McpFile;
  readonly fields: ReadonlyMap<string, Expression>;
}

/**
 * A JWT that a project function signs (`signTrip(state, userId)` returning `jwt.sign({ ...state, sub: userId }, KEY)`),
 * as one call of the linted file whose token becomes `requestState` uses it: the function's summary (the one JWT seal
 * it returns, its options and lifetime) applied to what the call passes for the parameters the claims are made of.
 */
export interface HelperJwt {
  /** The call of the helper in the linted file. */
  readonly call: CallExpression;
  /** The helper, wherever it is written (local, method, `#private`, export, a factory's closure). */
  readonly fn: FunctionNode;
  /** The module that writes it (the linted file's own `McpFile` for a local helper). */
  readonly owner: McpFile;
  /** The JWT seal inside the helper, and what its own module shows of it. */
  readonly seal: StateSeal;
  readonly jwt: JwtSeal;
  /** The helper's name and module, when it is another module's. */
  readonly helper: ForeignOrigin | undefined;
  /** Every claim is known: those the helper writes and those this call passes. */
  readonly complete: boolean;
  /** Nothing sets an expiry: no `expiresIn`/`setExpirationTime` and no expiry claim, with every claim known. */
  readonly lacksExpiry: boolean;
  /** What complete claims do not name: the user (with no subject set), the tool. */
  readonly lacks: readonly BindingGap[];
}

const MAX_HELPER_DEPTH = 2;
const answers = new WeakMap<McpFile, HelperJwt[]>();

/**
 * Every call of a project function that signs a JWT whose token this file hands out as `requestState`, followed
 * through `const`s, `await`, `.then((value) => value)` and up to two helpers deep. Answered once per file.
 */
export function helperJwts(mcp: McpFile): readonly HelperJwt[] {
  let found = answers.get(mcp);
  if (found) return found;
  found = [];
  const seen = new Set<Node>();
  for (const result of findStateResults(mcp)) {
    for (const terminal of stateTerminals(mcp, result.value)) {
      // a call of a module that cannot sign is not read (its text names no signing package)
      if (terminal.type !== 'CallExpression' || seen.has(terminal) || !mcp.provenance.calleeMaySign(terminal.callee)) continue;
      // a seal of its own is judged as one; a project function the seals table takes for a sealer may still sign a JWT
      const direct = sealOf(mcp, terminal);
      if (direct && direct.kind !== 'hand-rolled' && direct.kind !== 'custom') continue;
      seen.add(terminal);
      const signed = helperJwtAt(mcp, terminal);
      if (signed) found.push(signed);
    }
  }
  answers.set(mcp, found);
  return found;
}

/** The terminals of a state value, with `p.then((value) => value)` read as `p`. */
function stateTerminals(mcp: McpFile, value: Node): Expression[] {
  const out: Expression[] = [];
  const visit = (node: Node, depth: number): void => {
    for (const terminal of terminalsOf(mcp, node)) {
      const passed = depth < 3 ? thenPassesOn(terminal) : undefined;
      if (passed) visit(passed, depth + 1);
      else out.push(terminal);
    }
  };
  visit(value, 0);
  return out;
}

/** `promise.then((value) => value)` or `.then(function (v) { return v; })`: the promise whose value it passes on. */
function thenPassesOn(node: Expression): Expression | undefined {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression' || getPropertyName(node.callee) !== 'then') return undefined;
  const [callback] = node.arguments;
  const fn = callback && skipValueWrappers(callback);
  if (!fn || !isFunctionNode(fn) || fn.params.length !== 1 || fn.params[0]!.type !== 'Identifier') return undefined;
  const name = fn.params[0]!.name;
  const body = fn.body.type === 'BlockStatement' ? (fn.body.body.length === 1 && fn.body.body[0]!.type === 'ReturnStatement' ? fn.body.body[0]!.argument : undefined) : fn.body;
  const returned = body && skipValueWrappers(body);
  return returned?.type === 'Identifier' && returned.name === name ? (node.callee.object as Expression) : undefined;
}

function helperJwtAt(mcp: McpFile, call: CallExpression, depth = 0): HelperJwt | undefined {
  const fn = calleeFunctionOf(mcp, call);
  if (!fn) return undefined;
  const owner = fileOwning(mcp, fn);
  const seal = returnedJwtSeal(owner, fn);
  if (!seal) return depth < MAX_HELPER_DEPTH ? innerHelper(mcp, owner, fn, call, depth) : undefined;
  const jwt = describeJwtSeal(owner, seal);
  if (!jwt) return undefined;
  const sides = claimSides(mcp, call, owner, fn, seal);
  const complete = sides !== undefined;
  const all = sides ?? [];
  const lacks: BindingGap[] = [];
  if (complete) {
    if (!jwt.setsSubject && !all.some((side) => namesUser(side.mcp.sourceCode, side))) lacks.push('user');
    if (!all.some((side) => namesTool(side.mcp, side)) && !audienceNamesTool(mcp, call, owner, fn, jwt)) lacks.push('tool');
  }
  const expiryClaim = all.some((side) => [...side.fields.keys()].some((key) => EXPIRY_FIELD.test(key)));
  const callee = mcp.provenance.of(call.callee).foreign;
  const helper = owner === mcp ? undefined : (callee ?? { name: mcp.sourceCode.getText(call.callee), specifier: moduleOfCallee(mcp, call.callee) });
  return { call, fn, owner, seal, jwt, helper, complete, lacksExpiry: complete && jwt.expiry === undefined && !expiryClaim, lacks };
}

/**
 * A helper that returns another helper's JWT, passing its own parameters on (`issue(s, u) { return signTrip(s, u); }`):
 * judged as the inner helper with what this call passes, when the inner call passes the parameters straight on.
 */
function innerHelper(mcp: McpFile, owner: McpFile, fn: FunctionNode, call: CallExpression, depth: number): HelperJwt | undefined {
  if (owner !== mcp) return undefined;
  for (const returned of returnedExpressions(fn, owner.sourceCode)) {
    const inner = skipValueWrappers(returned);
    if (inner.type !== 'CallExpression') continue;
    const forwards = inner.arguments.every((argument, index) => argument.type !== 'SpreadElement' && parameterIndex(owner.sourceCode, skipTypeWrappers(argument), fn) === index);
    if (!forwards) continue;
    const found = helperJwtAt(mcp, inner, depth + 1);
    if (found) return { ...found, call };
  }
  return undefined;
}

/** The one JWT seal a function makes, when it makes exactly one and returns its token. */
function returnedJwtSeal(owner: McpFile, fn: FunctionNode): StateSeal | undefined {
  const only = onlyJwtSeal(owner, fn);
  if (!only) return undefined;
  const returned = returnedExpressions(fn, owner.sourceCode).flatMap((expression) => terminalsOf(owner, expression));
  return returned.includes(only.call) ? only : undefined;
}

/**
 * The claims as two sides: the fields the signer writes in its own module, and for each parameter spread in (or
 * signed whole) the fields of the object literal this call passes. Undefined when a claim is not shown.
 */
function claimSides(mcp: McpFile, call: CallExpression, owner: McpFile, fn: FunctionNode, seal: StateSeal): ClaimSide[] | undefined {
  if (!seal.payload) return undefined;
  const passed = (index: number): ClaimSide | undefined => {
    const argument = argumentAt(call, index);
    const literal = argument ? objectLiteralOf(mcp.provenance, argument) : undefined;
    const fields = literal && fieldsOf(mcp, literal, undefined);
    return fields?.complete ? { mcp, fields: fields.fields } : undefined;
  };
  const payload = skipTypeWrappers(seal.payload);
  const whole = parameterIndex(owner.sourceCode, payload, fn);
  if (whole !== undefined) {
    const side = passed(whole);
    return side && [side];
  }
  const literal = objectLiteralOf(owner.provenance, payload);
  if (!literal) return undefined;
  const sides: ClaimSide[] = [];
  const own = new Map<string, Expression>();
  for (const property of literal.properties) {
    if (property.type === 'Property') {
      const key = getStaticKeyName(property.key, property.computed);
      if (key === undefined) return undefined;
      own.set(key, property.value as Expression);
      continue;
    }
    const spread = skipTypeWrappers(property.argument);
    const index = parameterIndex(owner.sourceCode, spread, fn);
    if (index !== undefined) {
      const side = passed(index);
      if (!side) return undefined;
      sides.push(side);
      continue;
    }
    const inner = objectLiteralOf(owner.provenance, spread);
    const fields = inner && fieldsOf(owner, inner, undefined);
    if (!fields?.complete) return undefined;
    for (const [key, value] of fields.fields) own.set(key, value);
  }
  return [{ mcp: owner, fields: own }, ...sides];
}

/** The module a callee comes from: imported, or a member of what an imported factory made (`helpers.sign`). */
function moduleOfCallee(mcp: McpFile, callee: Node): string {
  const direct = mcp.provenance.projectModuleOf(callee);
  if (direct) return direct;
  const member = skipValueWrappers(callee);
  let made = member.type === 'MemberExpression' ? skipValueWrappers(member.object) : undefined;
  if (made?.type === 'Identifier') {
    const binding = resolveBinding(mcp.sourceCode, made);
    made = binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : undefined;
  }
  const factory = made?.type === 'CallExpression' || made?.type === 'NewExpression' ? made.callee : undefined;
  return (factory && (mcp.provenance.of(factory).foreign?.specifier ?? mcp.provenance.projectModuleOf(factory))) ?? 'another module';
}

/** `{ audience: tool }` / `setAudience(tool)`: the tool's name, in the helper or passed by this call for a parameter. */
function audienceNamesTool(mcp: McpFile, call: CallExpression, owner: McpFile, fn: FunctionNode, jwt: JwtSeal): boolean {
  const index = jwt.audience && parameterIndex(owner.sourceCode, skipTypeWrappers(jwt.audience), fn);
  if (index === undefined) return jwt.audienceNamesTool;
  const argument = argumentAt(call, index);
  return argument ? isToolField('aud', argument, mcp.sourceCode, registeredToolNames(mcp)) : false;
}
