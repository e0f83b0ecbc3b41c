import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getPlainArguments, skipTypeWrappers, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { constantNumber, durationSeconds, expiryTerm } from '../values/durations.js';
import { staticProperty } from '../values/object-literals.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { mayHaveHandRolledSeals, stringifiedBySealer } from './seals.js';
import { EXPIRY_FIELD, fieldsOf } from './signed-fields.js';
import { flowsIntoState } from './state-results.js';

/** A parameter (or an option of it) that a sealer adds to the clock as the state's lifetime. */
interface LifetimeParameter {
  readonly index: number;
  readonly property: string | undefined;
  /** Seconds in one unit of what a call passes (`ttl * 1000` added to `Date.now()`: 1). */
  readonly secondsPerUnit: number;
  /** The function that seals with it: the summarised one, or a closure of it. */
  readonly sealer: FunctionNode;
}

/** A lifetime a call hands to a sealer, in seconds, and the argument or option property that holds it. */
export interface PassedLifetime {
  readonly node: TSESTree.Node;
  readonly value: TSESTree.Node;
  readonly seconds: number;
}

/**
 * The lifetimes a call passes to a hand-rolled sealer through its summary: `sealTrip(state, user, tool, 3600)` where
 * the sealer signs `exp: Date.now() + ttlSeconds * 1000`, `makeSealer({ ttl: 3600 })` whose closure does, `makeCodec(keys,
 * 30 * 60)`. Only a constant written at the call is judged.
 */
export function findPassedLifetimes(mcp: McpFile, call: TSESTree.CallExpression): PassedLifetime[] {
  const argumentsOf = getPlainArguments(call);
  // only a number written here is judged; and a callee of a module whose text names nothing that signs seals nothing
  if (!argumentsOf || !argumentsOf.some((argument) => writesNumber(mcp, argument, 0)) || !mcp.provenance.calleeMaySign(call.callee)) return [];
  const fn = calleeFunctionOf(mcp, call);
  if (!fn) return [];
  const passed: PassedLifetime[] = [];
  for (const parameter of lifetimeParametersOf(mcp, fn)) {
    const argument = argumentsOf[parameter.index];
    // a sealer also used for links or cookies is judged only where what it seals becomes request state
    if (!argument || !sealsStateHere(mcp, call, fn, parameter.sealer)) continue;
    let holder: TSESTree.Node = argument;
    let value: TSESTree.Node = argument;
    if (parameter.property !== undefined) {
      const literal = mcp.provenance.of(argument).objectLiteral;
      const property = literal && staticProperty(literal, parameter.property);
      if (!property || property.value.type === 'AssignmentPattern') continue;
      holder = property;
      value = property.value;
    }
    const amount = constantSeconds(mcp, value as Node);
    if (amount !== undefined && typeof amount === 'number') passed.push({ node: holder, value, seconds: amount * parameter.secondsPerUnit });
  }
  return passed;
}

/** Whether this call's token becomes request state, or (for a factory) a call of the sealer it makes does in this file. */
function sealsStateHere(mcp: McpFile, call: TSESTree.CallExpression, fn: FunctionNode, sealer: FunctionNode): boolean {
  if (fn === sealer) return flowsIntoState(mcp, call);
  return mcp.calls.some((other) => other !== call && flowsIntoState(mcp, other) && calleeFunctionOf(mcp, other) === sealer);
}

function writesNumber(mcp: McpFile, argument: TSESTree.Node, depth: number): boolean {
  const expression = skipTypeWrappers(argument as Node);
  if (expression.type === 'ObjectExpression') {
    return depth === 0 && expression.properties.some((property) => property.type === 'Property' && writesNumber(mcp, property.value, 1));
  }
  return (expression.type === 'Literal' || expression.type === 'BinaryExpression' || expression.type === 'Identifier') && constantNumber(mcp.sourceCode, expression) !== undefined;
}

/**
 * A number of seconds written as a constant here, or a constant another module of the project exports
 * (`ttlSeconds: STATE_TTL_SECONDS` with `export const STATE_TTL_SECONDS = 60 * 60` in config.ts), or a property of
 * an object it exports (`config.clockSkewSeconds`).
 */
export function constantSeconds(mcp: McpFile, node: Node): number | undefined {
  const here = durationSeconds(mcp.sourceCode, node);
  if (here !== undefined) return here;
  const expression = skipValueWrappers(node);
  const imported = expression.type === 'Identifier' ? resolveBinding(mcp.sourceCode, expression)?.kind === 'import' : expression.type === 'MemberExpression';
  if (!imported) return undefined;
  const made = mcp.provenance.of(expression).madeElsewhere;
  const owner = made && fileOwning(mcp, made);
  return made && owner && owner !== mcp ? durationSeconds(owner.sourceCode, made) : undefined;
}

const summariesByOwner = new WeakMap<McpFile, Map<FunctionNode, LifetimeParameter[]>>();

/** The lifetime parameters of `fn`, from one pass over the signed objects of its module's hand-rolled sealers. */
function lifetimeParametersOf(mcp: McpFile, fn: FunctionNode): readonly LifetimeParameter[] {
  const owner = fileOwning(mcp, fn);
  let summaries = summariesByOwner.get(owner);
  if (!summaries) {
    summaries = new Map();
    summariesByOwner.set(owner, summaries);
    if (mayHaveHandRolledSeals(owner)) collectLifetimeParameters(owner, summaries);
  }
  return summaries.get(fn) ?? [];
}

function collectLifetimeParameters(owner: McpFile, summaries: Map<FunctionNode, LifetimeParameter[]>): void {
  const seen = new Set<FunctionNode>();
  for (const call of owner.calls) {
    const sealer = getEnclosingFunction(call);
    if (sealer.type === 'Program' || seen.has(sealer)) continue;
    seen.add(sealer);
    const stringified = stringifiedBySealer(owner, sealer);
    const expression = stringified && skipTypeWrappers(stringified);
    const object = expression && (expression.type === 'ObjectExpression' ? expression : owner.provenance.of(expression).objectLiteral);
    if (!object) continue;
    for (const [key, value] of fieldsOf(owner, object, sealer).fields) {
      if (!EXPIRY_FIELD.test(key)) continue;
      const lifetime = expiryTerm(owner.sourceCode, value);
      const term = lifetime && skipValueWrappers(lifetime.term);
      if (!term || term.type !== 'Identifier') continue;
      const binding = resolveBinding(owner.sourceCode, term);
      if (binding?.kind !== 'parameter' || !binding.fn || binding.position === undefined || binding.normalizations) continue;
      // `ttl` or `{ ttl }` or `{ ttl = 600 }`: what the call passes there, when it passes anything
      const [step, ...rest] = binding.path.filter((each) => each.type !== 'default');
      if (rest.length > 0 || (step && step.type !== 'property')) continue;
      const parameter = { index: binding.position, property: step?.type === 'property' ? step.name : undefined, secondsPerUnit: lifetime.secondsPerUnit, sealer };
      if (!step && binding.index === undefined) continue;
      const list = summaries.get(binding.fn) ?? [];
      if (!list.some((known) => known.index === parameter.index && known.property === parameter.property)) list.push(parameter);
      summaries.set(binding.fn, list);
    }
  }
}
