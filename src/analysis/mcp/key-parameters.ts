import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getPlainArguments, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { staticProperty } from '../values/object-literals.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { findKeySites, mayHaveKeySites, type KeySite } from './state-keys.js';

/** Which argument of a call becomes a key: parameter `index`, or its property `property` (`makeSealer({ secret })`). */
interface KeyParameter {
  readonly index: number;
  readonly property: string | undefined;
  readonly site: KeySite;
}


/**
 * The keys a call hands to signing code through a project function's summary: a parameter of the function (or a
 * property of an options parameter) that becomes a key in its body or in a closure it makes (`importHmacKey(raw)`
 * with `crypto.subtle.importKey('raw', enc.encode(raw), …)`, `makeSealer({ secret })` with `createHmac('sha256',
 * secret)`). Each site's key is what this call passes there, judged at the call.
 */
export function findKeyParameterSites(mcp: McpFile, call: TSESTree.CallExpression): KeySite[] {
  const argumentsOf = getPlainArguments(call);
  // only a value written here can be weak here; and a callee from a module whose text names nothing that signs hands
  // no key on: its module is not read
  if (!argumentsOf || !argumentsOf.some((argument) => mayBeWrittenKey(mcp, argument, 0)) || !mcp.provenance.calleeMaySign(call.callee)) return [];
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

/**
 * Whether an argument may hold a key written in this file, whose weakness can be judged here: text (a literal, a
 * template, a fallback `x ?? 'dev'`), bytes of text (`Buffer.from('…')`), an options object holding one, or a `const`
 * given one. Anything else is judged where it is made.
 */
function mayBeWrittenKey(mcp: McpFile, node: Node, depth: number): boolean {
  const expression = skipValueWrappers(node);
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string';
    case 'TemplateLiteral':
    case 'LogicalExpression':
      return true;
    case 'ObjectExpression':
      return depth < 2 && expression.properties.some((property) => property.type === 'Property' && mayBeWrittenKey(mcp, property.value, depth + 1));
    case 'CallExpression':
    case 'NewExpression':
      return depth < 2 && expression.arguments.some((argument) => argument.type !== 'SpreadElement' && mayBeWrittenKey(mcp, argument, depth + 1));
    case 'Identifier': {
      if (depth >= 2) return false;
      const binding = resolveBinding(mcp.sourceCode, expression);
      return binding?.kind === 'initialized' && binding.path.length === 0 && mayBeWrittenKey(mcp, binding.init, depth + 1);
    }
    default:
      return false;
  }
}

const summariesByOwner = new WeakMap<McpFile, Map<FunctionNode, KeyParameter[]>>();

/** The key parameters of every function of `fn`'s module, found in one pass over its key sites. */
function keyParametersOf(mcp: McpFile, fn: FunctionNode): readonly KeyParameter[] {
  const owner = fileOwning(mcp, fn);
  let summaries = summariesByOwner.get(owner);
  if (!summaries) {
    summaries = new Map();
    summariesByOwner.set(owner, summaries);
    // a module that names nothing a key is handed to has no key parameters
    const calls = mayHaveKeySites(owner.vocabulary) ? owner.calls : [];
    for (const inner of calls) {
      for (const site of findKeySites(owner.provenance, inner)) {
        // the site's key may be a parameter of any function around it (a factory's option used in its closure)
        for (let around = getEnclosingFunction(inner); around.type !== 'Program'; around = getEnclosingFunction(around)) {
          const parameter = parameterOf(owner, around, site.key);
          if (!parameter) continue;
          const list = summaries.get(around) ?? [];
          list.push({ ...parameter, site });
          summaries.set(around, list);
        }
      }
    }
  }
  return summaries.get(fn) ?? [];
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
