import type { TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, isFunctionNode, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { staticProperty } from '../values/object-literals.js';
import { fileOwning, type McpFile } from './file.js';

/**
 * The project function a call runs, wherever it is written: what the provenance analysis knows (a local function, a
 * method, an export of another module), or a closure a factory returns (`const codec = makeCodec(); codec.pack(x)`,
 * where `makeCodec` returns `{ pack }` or `{ pack: (x) => … }`), in this module or the factory's.
 */
export function calleeFunctionOf(mcp: McpFile, call: TSESTree.CallExpression, depth = 0): FunctionNode | undefined {
  return mcp.provenance.of(call.callee).functionNode ?? factoryClosure(mcp, call.callee, depth);
}

/** The factory may itself be a closure of another factory (`helpers.makeSealer(opts).seal`), two deep at most. */
const MAX_FACTORY_DEPTH = 2;

function factoryClosure(mcp: McpFile, callee: Node, depth: number): FunctionNode | undefined {
  const member = skipValueWrappers(callee);
  const name = member.type === 'MemberExpression' ? getPropertyName(member) : undefined;
  if (member.type !== 'MemberExpression' || name === undefined) return undefined;
  let made = skipValueWrappers(member.object);
  if (made.type === 'Identifier') {
    const binding = resolveBinding(mcp.sourceCode, made);
    if (binding?.kind !== 'initialized' || binding.path.length !== 0) return undefined;
    made = skipValueWrappers(binding.init);
  }
  const factory = made.type === 'CallExpression' && depth < MAX_FACTORY_DEPTH ? calleeFunctionOf(mcp, made, depth + 1) : undefined;
  if (!factory) return undefined;
  const owner = fileOwning(mcp, factory);
  for (const returned of returnedExpressions(factory, owner.sourceCode)) {
    const object = skipValueWrappers(returned);
    const property = object.type === 'ObjectExpression' ? staticProperty(object, name) : undefined;
    const value = property && skipValueWrappers(property.value);
    if (value && isFunctionNode(value)) return value;
    if (value?.type !== 'Identifier') continue;
    const binding = resolveBinding(owner.sourceCode, value);
    if (binding?.kind === 'function') return binding.fn;
    if (binding?.kind === 'initialized' && binding.path.length === 0) {
      const init = skipValueWrappers(binding.init);
      if (isFunctionNode(init)) return init;
    }
  }
  return undefined;
}
