import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, getPropertyName, skipValueWrappers, type Expression, type Node } from '../syntax/ast.js';
import { staticProperty } from '../values/object-literals.js';
import { getRequiredSpecifier, GLOBALS, isReferenceTo } from '../scope/modules.js';
import { resolveBinding } from '../scope/bindings.js';
import { returnedExpressions } from '../scope/local-functions.js';
import type { Provenance } from '../values/provenance-model.js';
import { ownerOf, type ProvenanceAnalysis } from '../values/provenance.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A key that is made at random when what it is configured with is missing: `process.env.STATE_KEY ?? randomUUID()`. */
export interface RandomFallback {
  /** The random alternative (the guessable one when there are several). */
  readonly random: Provenance;
  /** The environment variable the key is read from first, if it is one. */
  readonly source: string | undefined;
}

const MAX_DEPTH = 8;
const CONVERSIONS = [['Buffer', 'from'], ['Uint8Array', 'from'], ['String']];

/**
 * The random value a key falls back to: one alternative of `a ?? b`, `a || b` or `c ? a : b` (also chained, through
 * `const`s and local functions that return one of several values) is random and another is not. A key that is random
 * whatever happens is not a fallback; the caller judges it as it is.
 */
export function findRandomFallback(provenance: ProvenanceAnalysis, sourceCode: SourceCode, key: Expression): RandomFallback | undefined {
  const alternatives: Expression[] = [];
  collectAlternatives(provenance, sourceCode, key, alternatives, 0);
  if (alternatives.length < 2) return undefined;
  const values = alternatives.map((alternative) => (ownerOf(alternative) ?? provenance).of(alternative));
  const randoms = values.filter((value) => value.kind === 'random');
  if (randoms.length === 0 || randoms.length === values.length) return undefined;
  const random = randoms.find((value) => value.strongRandom !== true) ?? randoms[0]!;
  return { random, source: values.find((value) => value.environmentVariable !== undefined)?.environmentVariable };
}

function collectAlternatives(provenance: ProvenanceAnalysis, sourceCode: SourceCode, node: Expression, found: Expression[], depth: number): void {
  const expression = skipValueWrappers(node) as Expression;
  const visit = (next: Expression) => collectAlternatives(provenance, sourceCode, next, found, depth + 1);
  if (depth > MAX_DEPTH) {
    found.push(expression);
    return;
  }
  switch (expression.type) {
    case 'LogicalExpression':
      if (expression.operator === '&&') break;
      visit(expression.left);
      visit(expression.right);
      return;
    case 'ConditionalExpression':
      visit(expression.consequent);
      visit(expression.alternate);
      return;
    case 'Identifier': {
      const binding = resolveBinding(sourceCode, expression);
      // `STATE_SECRET` imported or required by name: the expression another module binds it to, read there
      // (or the whole of a CommonJS module: `module.exports = process.env.S || Math.random().toString(36)`)
      const local = binding?.kind === 'initialized' && binding.path.length === 0 && getRequiredSpecifier(binding.init) === undefined;
      const defined = local ? undefined : provenance.of(expression).definedElsewhere;
      const owner = defined && ownerOf(defined);
      if (defined && owner && owner !== provenance) {
        collectAlternatives(owner, owner.sourceCode, defined as Expression, found, depth + 1);
        return;
      }
      if (binding?.kind !== 'initialized' || binding.path.length > 0) break;
      visit(binding.init);
      return;
    }
    case 'MemberExpression': {
      // `config.stateKey` of `export const config = { stateKey: process.env.S ?? randomBytes(16).toString('hex') }`
      const written = writtenInAnotherModule(provenance, expression);
      const owner = written && ownerOf(written);
      if (!written || !owner) break;
      collectAlternatives(owner, owner.sourceCode, written, found, depth + 1);
      return;
    }
    case 'CallExpression': {
      const converted = convertedValue(provenance, expression);
      if (converted) {
        visit(converted);
        return;
      }
      const fn = provenance.of(expression.callee).functionNode;
      const returned = fn && !fn.generator ? returnedExpressions(fn, sourceCode) : [];
      if (returned.length < 2 && !(returned.length === 1 && isChoice(returned[0]!))) break;
      for (const value of returned) visit(value);
      return;
    }
    default:
      break;
  }
  found.push(expression);
}

/** The value an object literal of another module writes under the member `member` reads. */
function writtenInAnotherModule(provenance: ProvenanceAnalysis, member: TSESTree.MemberExpression): Expression | undefined {
  const name = getPropertyName(member);
  const made = name === undefined ? undefined : provenance.of(member.object).madeElsewhere;
  const literal = made && skipValueWrappers(made);
  if (literal?.type !== 'ObjectExpression' || ownerOf(literal) === provenance) return undefined;
  const property = staticProperty(literal, name!);
  const value: Node | undefined = property?.value;
  return value && value.type !== 'AssignmentPattern' && value.type !== 'TSEmptyBodyFunctionExpression' ? (value as Expression) : undefined;
}

function isChoice(node: Expression): boolean {
  const expression = skipValueWrappers(node);
  return (expression.type === 'LogicalExpression' && expression.operator !== '&&') || expression.type === 'ConditionalExpression';
}

/** `Buffer.from(x)`, `String(x)`, `encoder.encode(x)`, `x.toString()`, `x.trim()`: the same key in another type. */
export function convertedValue(provenance: ProvenanceAnalysis, call: TSESTree.CallExpression): Expression | undefined {
  const [first] = getPlainArguments(call) ?? [];
  const reference = provenance.of(call.callee).reference;
  if (CONVERSIONS.some((path) => isReferenceTo(reference, GLOBALS, ...path))) return first;
  const method = getMethodName(call);
  if (method === 'encode') return first;
  return method === 'toString' || method === 'trim' ? getMethodReceiver(call) : undefined;
}
