import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, skipValueWrappers, staticProperty, type Expression, type FunctionNode } from '../syntax/ast.js';
import { calleeFunctionOf, constructorCalled, superConstructorCalled } from './callee-functions.js';
import type { McpFile } from './file.js';

/** A project function a call runs, and what each of its parameters is given there. */
export interface Invocation {
  readonly fn: FunctionNode;
  readonly arguments: readonly (Expression | undefined)[];
  /** What the invoked function is known by at the call: the callee, or the plugin handed over. */
  readonly callee: Expression;
}

/**
 * How a framework's registration hands a plugin over, one row per framework:
 * - Fastify: `app.register(plugin, options)` runs `plugin(instance, options)` (through `fastify-plugin`'s `fp` too);
 * - hapi: `server.register({ plugin, options })` (or a list of them) runs `plugin.register(server, options)`.
 */
const REGISTRARS: readonly { readonly package: string; readonly method: string; readonly form: 'function' | 'object' }[] = [
  { package: 'fastify', method: 'register', form: 'function' },
  { package: 'hapi', method: 'register', form: 'object' },
];

/** Whether a call may be a framework's registration of plugins (`register` of a file that names the framework). */
export function mayRegisterPlugins(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
  return call.type === 'CallExpression' && getMethodName(call) === 'register' && call.arguments.length > 0;
}

/** Whether a call binds a value in a dependency container (`container.bind(TOKEN).toConstantValue(value)`): made for its effect. */
export function bindsContainerValue(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
  const binding = call.type === 'CallExpression' && getMethodName(call) === 'toConstantValue' ? getMethodReceiver(call) : undefined;
  return binding?.type === 'CallExpression' && getMethodName(binding) === 'bind';
}

/**
 * The project functions a call runs and what it hands each parameter: the callee (a constructor, for `new`) with the
 * call's arguments, or each plugin a framework's registration runs with the instance and the options the call passes. `worthALook` is asked of
 * the callee (or the plugin) before it is looked up, which may read other modules.
 */
export function invocationsOf(mcp: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression, worthALook: (callee: Expression) => boolean = () => true): Invocation[] {
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf) return [];
  const callee = call.callee as Expression;
  if (call.type === 'NewExpression') {
    const constructor = worthALook(callee) ? constructorCalled(mcp, call) : undefined;
    return constructor ? [{ fn: constructor, arguments: argumentsOf, callee }] : [];
  }
  // `super(config.state.secret)` in a subclass: the constructor of the class it extends, here or in another module
  const fn = worthALook(callee) ? (call.callee.type === 'Super' ? superConstructorCalled(mcp, call) : calleeFunctionOf(mcp, call)) : undefined;
  return fn ? [{ fn, arguments: argumentsOf, callee }] : registeredPlugins(mcp, call, argumentsOf, worthALook);
}

function registeredPlugins(mcp: McpFile, call: TSESTree.CallExpression, argumentsOf: readonly Expression[], worthALook: (callee: Expression) => boolean): Invocation[] {
  const method = getMethodName(call);
  const rows = method === undefined ? [] : REGISTRARS.filter((row) => row.method === method && mcp.vocabulary.mentions(row.package));
  const instance = getMethodReceiver(call);
  const found: Invocation[] = [];
  for (const row of rows) {
    if (row.form === 'function') {
      const [plugin, options] = argumentsOf;
      const fn = plugin && worthALook(plugin) ? mcp.provenance.of(plugin).functionNode : undefined;
      if (fn) found.push({ fn, arguments: [instance, options], callee: plugin! });
      continue;
    }
    const [first] = argumentsOf;
    const listed = first && skipValueWrappers(first);
    const entries = listed?.type === 'ArrayExpression' ? listed.elements : [listed];
    for (const entry of entries) {
      const object = entry && entry.type !== 'SpreadElement' ? skipValueWrappers(entry) : undefined;
      if (object?.type !== 'ObjectExpression') continue;
      const plugin = staticProperty(object, 'plugin')?.value as Expression | undefined;
      const options = staticProperty(object, 'options')?.value as Expression | undefined;
      if (!plugin || !worthALook(plugin)) continue;
      const fn = mcp.provenance.memberValue(mcp.provenance.of(plugin), 'register', plugin).functionNode;
      if (fn) found.push({ fn, arguments: [instance, options], callee: plugin });
    }
  }
  return found;
}
