import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, isFunctionNode, skipValueWrappers, staticProperty, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { returnedExpressions } from '../scope/local-functions.js';
import type { ForeignOrigin } from './provenance-model.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The factory may itself be a closure of another factory (`helpers.makeSealer(opts).seal`), two deep at most. */
const MAX_FACTORY_DEPTH = 2;

/** How a module's values know the functions they name: the function a callee is, and the module a function is written in. */
export interface FunctionLookup {
  readonly sourceCode: SourceCode;
  functionOf(callee: Node): FunctionNode | undefined;
  /** The export of another module `callee` names, where it is one. */
  foreignOriginOf(callee: Node): ForeignOrigin | undefined;
  sourceCodeOf(fn: FunctionNode): SourceCode;
}

/** A factory's closure and, when the factory is another module's export, that module and the closure's name in it. */
export interface FactoryClosure {
  readonly fn: FunctionNode;
  readonly foreign: ForeignOrigin | undefined;
}

/**
 * The closure a factory returns that `callee` calls (`const codec = makeCodec(); codec.pack(x)`, where `makeCodec`
 * returns `{ pack }` or `{ pack: (x) => … }`), in this module or the factory's.
 */
export function factoryClosure(lookup: FunctionLookup, callee: Node): FunctionNode | undefined {
  return factoryClosureOf(lookup, callee)?.fn;
}

/** {@link factoryClosure}, with where the factory comes from: `makeStateHelpers().sealTrip` of './lib/state.js'. */
export function factoryClosureOf(lookup: FunctionLookup, callee: Node, depth = 0): FactoryClosure | undefined {
  const member = skipValueWrappers(callee);
  const name = member.type === 'MemberExpression' ? getPropertyName(member) : undefined;
  if (member.type !== 'MemberExpression' || name === undefined) return undefined;
  let made = skipValueWrappers(member.object);
  if (made.type === 'Identifier') {
    const binding = resolveBinding(lookup.sourceCode, made);
    if (binding?.kind !== 'initialized' || binding.path.length !== 0) return undefined;
    made = skipValueWrappers(binding.init);
  }
  if (made.type !== 'CallExpression' || depth >= MAX_FACTORY_DEPTH) return undefined;
  const outer = lookup.functionOf(made.callee) === undefined ? factoryClosureOf(lookup, made.callee, depth + 1) : undefined;
  const factory = lookup.functionOf(made.callee) ?? outer?.fn;
  if (!factory) return undefined;
  const factoryOrigin = outer ? outer.foreign : lookup.foreignOriginOf(made.callee);
  const foreign = factoryOrigin && { name: `${factoryOrigin.name}().${name}`, specifier: factoryOrigin.specifier };
  const sourceCode = lookup.sourceCodeOf(factory);
  for (const returned of returnedExpressions(factory, sourceCode)) {
    const object = skipValueWrappers(returned);
    const property = object.type === 'ObjectExpression' ? staticProperty(object, name) : undefined;
    const value = property && skipValueWrappers(property.value);
    if (value && isFunctionNode(value)) return { fn: value, foreign };
    if (value?.type !== 'Identifier') continue;
    const binding = resolveBinding(sourceCode, value);
    if (binding?.kind === 'function') return { fn: binding.fn, foreign };
    if (binding?.kind === 'initialized' && binding.path.length === 0) {
      const init = skipValueWrappers(binding.init);
      if (isFunctionNode(init)) return { fn: init, foreign };
    }
  }
  return undefined;
}

/** The project function a call runs, wherever it is written: one the values know, or a factory's closure. */
export function calleeFunction(lookup: FunctionLookup, call: TSESTree.CallExpression): FunctionNode | undefined {
  return lookup.functionOf(call.callee) ?? factoryClosure(lookup, call.callee);
}
