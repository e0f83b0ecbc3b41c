import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, type Expression, type FunctionNode } from '../syntax/ast.js';
import { calleeFunctionOf } from './callee-functions.js';
import type { McpFile } from './file.js';

/** A project function a call runs, and what each of its parameters is given there. */
export interface Invocation {
  readonly fn: FunctionNode;
  readonly arguments: readonly (Expression | undefined)[];
  /** What the invoked function is known by at the call: the callee, or the plugin handed over. */
  readonly callee: Expression;
}

/**
 * Calls that run a function they are handed, with the arguments they give it: one row per framework.
 * - Fastify: `app.register(plugin, options)` runs `plugin(instance, options)` (through `fastify-plugin`'s `fp` too).
 */
const REGISTRARS: readonly { readonly package: string; readonly method: string; readonly plugin: number; readonly options: number }[] = [
  { package: 'fastify', method: 'register', plugin: 0, options: 1 },
];

/**
 * The project function a call runs and what it hands each parameter: the callee with the call's arguments, or a
 * plugin a framework's registration runs with the instance and the options the call passes. `worthALook` is asked of
 * the callee (or the plugin) before it is looked up, which may read other modules.
 */
export function invocationOf(mcp: McpFile, call: TSESTree.CallExpression, worthALook: (callee: Expression) => boolean = () => true): Invocation | undefined {
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf) return undefined;
  const callee = call.callee as Expression;
  const fn = worthALook(callee) ? calleeFunctionOf(mcp, call) : undefined;
  return fn ? { fn, arguments: argumentsOf, callee } : registeredPlugin(mcp, call, argumentsOf, worthALook);
}

function registeredPlugin(mcp: McpFile, call: TSESTree.CallExpression, argumentsOf: readonly Expression[], worthALook: (callee: Expression) => boolean): Invocation | undefined {
  const method = getMethodName(call);
  const row = method !== undefined ? REGISTRARS.find((each) => each.method === method && mcp.vocabulary.mentions(each.package)) : undefined;
  const plugin = row && argumentsOf[row.plugin];
  if (!row || !plugin || !worthALook(plugin)) return undefined;
  const fn = mcp.provenance.of(plugin).functionNode;
  return fn ? { fn, arguments: [getMethodReceiver(call), argumentsOf[row.options]], callee: plugin } : undefined;
}
