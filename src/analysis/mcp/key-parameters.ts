import type { TSESTree } from '@typescript-eslint/utils';
import { getPlainArguments, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { staticProperty } from '../values/object-literals.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { findKeySites, type KeySite } from './state-keys.js';

/** Which argument of a call becomes a key: parameter `index`, or its property `property` (`makeSealer({ secret })`). */
interface KeyParameter {
  readonly index: number;
  readonly property: string | undefined;
  readonly site: KeySite;
}

const summaries = new WeakMap<FunctionNode, readonly KeyParameter[]>();

/**
 * The keys a call hands to signing code through a project function's summary: a parameter of the function (or a
 * property of an options parameter) that becomes a key in its body or in a closure it makes (`importHmacKey(raw)`
 * with `crypto.subtle.importKey('raw', enc.encode(raw), …)`, `makeSealer({ secret })` with `createHmac('sha256',
 * secret)`). Each site's key is what this call passes there, judged at the call.
 */
export function findKeyParameterSites(mcp: McpFile, call: TSESTree.CallExpression): KeySite[] {
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf || argumentsOf.length === 0) return [];
  const fn = calleeFunctionOf(mcp, call);
  if (!fn) return [];
  const sites: KeySite[] = [];
  for (const parameter of keyParametersOf(mcp, fn)) {
    const argument = argumentsOf[parameter.index];
    if (!argument) continue;
    if (parameter.property === undefined) {
      sites.push({ use: parameter.site.use, key: argument, node: argument, call });
      continue;
    }
    const literal = mcp.provenance.of(argument).objectLiteral;
    const property = literal && staticProperty(literal, parameter.property);
    const type: string | undefined = property?.value.type;
    if (!property || type === 'AssignmentPattern' || type === 'TSEmptyBodyFunctionExpression') continue;
    sites.push({ use: parameter.site.use, key: property.value as Expression, node: property, call });
  }
  return sites;
}

function keyParametersOf(mcp: McpFile, fn: FunctionNode): readonly KeyParameter[] {
  let known = summaries.get(fn);
  if (known) return known;
  summaries.set(fn, []);
  const owner = fileOwning(mcp, fn);
  const found: KeyParameter[] = [];
  for (const inner of owner.calls) {
    if (inner.range[0] < fn.range[0] || inner.range[1] > fn.range[1]) continue;
    for (const site of findKeySites(owner.provenance, inner)) {
      const parameter = parameterOf(owner, fn, site.key);
      if (parameter) found.push({ ...parameter, site });
    }
  }
  known = found;
  summaries.set(fn, known);
  return known;
}

const MAX_STEPS = 8;

/** The parameter of `fn` a key is, through `const`s and conversions (`enc.encode(raw)`, `Buffer.from(raw, 'hex')`). */
function parameterOf(owner: McpFile, fn: FunctionNode, key: Expression): { index: number; property: string | undefined } | undefined {
  let node: Node = skipValueWrappers(key);
  for (let steps = 0; steps < MAX_STEPS; steps += 1) {
    if (node.type === 'Identifier') {
      const binding = resolveBinding(owner.sourceCode, node);
      if (binding?.kind === 'parameter') {
        if (binding.fn !== fn || binding.position === undefined || binding.normalizations) return undefined;
        const [step, ...rest] = binding.path;
        if (!step) return binding.index === undefined ? undefined : { index: binding.index, property: undefined };
        return step.type === 'property' && rest.length === 0 ? { index: binding.position, property: step.name } : undefined;
      }
      if (binding?.kind !== 'initialized' || binding.path.length !== 0) return undefined;
      node = skipValueWrappers(binding.init);
      continue;
    }
    const value = owner.provenance.of(node as Expression);
    if (value.passesParameter === undefined || node.type !== 'CallExpression') return undefined;
    // a conversion of a parameter: `enc.encode(raw)`, `Buffer.from(raw)`
    const [first] = getPlainArguments(node) ?? [];
    if (!first) return undefined;
    node = skipValueWrappers(first);
  }
  return undefined;
}
