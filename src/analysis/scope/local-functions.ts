import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticKeyName, pushChildren, skipTypeWrappers, walkOwnBody, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { findVariable, resolveBinding } from './bindings.js';
import { calledThrough } from './call-through.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type CallExpression = TSESTree.CallExpression;

/**
 * The calls of `fn` when the file proves them without tracing any callee; undefined when it does not:
 * - a function passed straight to a call (`server.registerTool(name, config, async (args) => …)`) is called by
 *   the code it is passed to, never by a call in this file (unless that code hands back a function calling it);
 * - a function declared once by a name (`function f() {}`, `const f = () => …`) whose every reference calls it
 *   (`f(…)`) is called there and nowhere else: nothing aliases, passes, exports by name or reassigns it.
 */
export function provenCallSites(sourceCode: SourceCode, fn: FunctionNode): CallExpression[] | undefined {
  const parent = fn.parent;
  if ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.some((argument) => argument === fn)) {
    // `Result.fromThrowable(fn)` gives a function that calls it: its calls are that function's
    return parent.type === 'CallExpression' && calledThrough(parent) === fn ? undefined : [];
  }
  const variable = nameVariableOf(sourceCode, fn);
  if (!variable || variable.defs.length !== 1) return undefined;
  const declared = variable.defs[0]!.name;
  const calls: CallExpression[] = [];
  for (const reference of variable.references) {
    const identifier = reference.identifier as Node;
    if (reference.init === true && identifier === declared) continue;
    const caller = identifier.parent;
    if (!reference.isReadOnly() || caller?.type !== 'CallExpression' || caller.callee !== identifier) return undefined;
    calls.push(caller);
  }
  return calls.sort((a, b) => a.range[0] - b.range[0]);
}

/** The variable that names `fn`: a function declaration's, or that of the `const`/`let`/`var` it initialises. */
function nameVariableOf(sourceCode: SourceCode, fn: FunctionNode): TSESLint.Scope.Variable | undefined {
  const scopeManager = sourceCode.scopeManager;
  if (!scopeManager) return undefined;
  if (fn.type === 'FunctionDeclaration') {
    return fn.id ? scopeManager.getDeclaredVariables(fn).find((variable) => variable.defs[0]?.name === fn.id) : undefined;
  }
  const declarator = fn.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== fn || declarator.id.type !== 'Identifier') return undefined;
  return scopeManager.getDeclaredVariables(declarator).find((variable) => variable.defs[0]?.name === declarator.id);
}

/** The position of the parameter `node` names in `fn`'s parameter list, when `node` is that whole parameter. */
export function parameterIndex(sourceCode: SourceCode, node: Node, fn: FunctionNode): number | undefined {
  if (node.type !== 'Identifier') return undefined;
  const binding = resolveBinding(sourceCode, node);
  if (binding?.kind !== 'parameter' || binding.fn !== fn || binding.path.some((step) => step.type !== 'default')) return undefined;
  const declared = findVariable(sourceCode, node)?.defs[0]?.name as Node | undefined;
  const root = declared && findParameterRoot(declared, fn);
  const index = root ? fn.params.indexOf(root) : -1;
  return index >= 0 ? index : undefined;
}

/** The element of `fn.params` that contains `identifier`. */
function findParameterRoot(identifier: Node, fn: FunctionNode): TSESTree.Parameter | undefined {
  return fn.params.find((parameter) => parameter.range[0] <= identifier.range[0] && identifier.range[1] <= parameter.range[1]);
}

/** `f(…)` → `f`, `obj.f(…)` → `f`. */
export function calleeName(call: CallExpression): string | undefined {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') return getPropertyName(callee);
  return undefined;
}

/** The expressions a function returns (its expression body, or each `return x;`). */
export function returnedExpressions(fn: FunctionNode, sourceCode: SourceCode): Expression[] {
  if (fn.body.type !== 'BlockStatement') return [fn.body];
  const returned: Expression[] = [];
  walkOwnBody(fn, sourceCode.visitorKeys, (node) => {
    if (node.type === 'ReturnStatement' && node.argument) returned.push(node.argument);
  });
  return returned;
}

/** The expression a function returns when every `return` of it is that one (`(x) => f(x)`, a wrapper's `return async …`). */
export function soleReturnedExpression(fn: FunctionNode, sourceCode: SourceCode): Expression | undefined {
  const returned = returnedExpressions(fn, sourceCode);
  return returned.length === 1 ? returned[0] : undefined;
}

/** The name a function is known by: its own, its variable's, its property's or method's key. */
export function functionName(fn: FunctionNode): string | undefined {
  if (fn.id) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if ((parent?.type === 'Property' || parent?.type === 'MethodDefinition') && !parent.computed) {
    return getStaticKeyName(parent.key, false);
  }
  return undefined;
}

/** Where a function is named: its id, its variable, its property's or method's key; the function itself when nameless. */
export function functionNameNode(fn: FunctionNode): Node {
  if (fn.id) return fn.id;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator') return parent.id;
  if (parent?.type === 'Property' || parent?.type === 'MethodDefinition') return parent.key;
  return fn;
}

/**
 * Whether `fn` keeps its parameter at `position` whole in a variable of an enclosing scope (`init(d) { deps = d; }`),
 * for the module's other functions to call through.
 */
export function storesParameter(sourceCode: SourceCode, fn: FunctionNode, position: number): boolean {
  let stored = false;
  walkOwnBody(fn, sourceCode.visitorKeys, (node) => {
    if (stored || node.type !== 'AssignmentExpression' || node.operator !== '=' || node.left.type !== 'Identifier') return;
    const value = skipTypeWrappers(node.right);
    const binding = value.type === 'Identifier' ? resolveBinding(sourceCode, value) : undefined;
    if (binding?.kind !== 'parameter' || binding.fn !== fn || binding.position !== position || binding.path.length > 0) return;
    const declared = findVariable(sourceCode, node.left)?.defs[0]?.name;
    stored = declared !== undefined && (declared.range[0] < fn.range[0] || declared.range[1] > fn.range[1]);
  });
  return stored;
}

/**
 * Whether `fn` reads its parameter at `position` as an environment is read: a member named as a variable is
 * (`env.STATE_SECRET`), or, named or typed for one (`env: Env`, `bindings`), it is handed whole to a call
 * (`stateSecret(env)`).
 */
export function readsAsEnvironment(sourceCode: SourceCode, fn: FunctionNode, position: number): boolean {
  const parameter = fn.params[position];
  if (parameter?.type !== 'Identifier') return false;
  const annotation = parameter.typeAnnotation?.typeAnnotation;
  const typeName = annotation?.type === 'TSTypeReference' ? sourceCode.getText(annotation.typeName) : '';
  const namedForEnvironment = ENVIRONMENT_NAME.test(parameter.name) || ENVIRONMENT_NAME.test(typeName);
  const variable = findVariable(sourceCode, parameter);
  return (
    variable?.references.some(({ identifier }) => {
      const parent = identifier.parent;
      if ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.includes(identifier as Expression)) return namedForEnvironment;
      return parent?.type === 'MemberExpression' && parent.object === identifier && /^[A-Z][A-Z0-9_]*$/.test(getPropertyName(parent) ?? '');
    }) ?? false
  );
}

/** Names of a parameter (or of its type) that say it holds an environment: `env`, `Env`, `bindings`, `ProcessEnv`. */
const ENVIRONMENT_NAME = /^(?:env|environment|bindings|Env|Environment|Bindings|\w*(?:Env|Bindings))$/;

/**
 * Whether `fn` hands its parameter at `position` on to a call as a dependency: a part it destructures from it, handed
 * whole (`registerTool(server, codec)` in `createApp({ codec })`), or the whole parameter handed to a local function
 * that calls through it or hands it on in turn (`askForChanges(deps)` of `askForChanges = ({ drafts }) => …
 * drafts.seal(…)`): what its callers pass there is what that call is handed. A whole parameter handed to anything
 * else (`sign(body)`) is a plain value, the caller's.
 */
export function handsOnParameter(sourceCode: SourceCode, fn: FunctionNode, position: number, depth = 0): boolean {
  const whole = fn.params[position]?.type === 'Identifier';
  if (fn.params[position]?.type !== 'ObjectPattern' && (!whole || depth >= MAX_HANDED_ON)) return false;
  const stack: Node[] = [fn.body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      for (const [index, argument] of node.arguments.entries()) {
        const passed = skipTypeWrappers(argument);
        const binding = passed.type === 'Identifier' ? resolveBinding(sourceCode, passed) : undefined;
        if (binding?.kind !== 'parameter' || binding.fn !== fn || binding.position !== position) continue;
        if (!whole || binding.path.length > 0) return true;
        const callee = node.type === 'CallExpression' ? localFunctionCalled(sourceCode, node) : undefined;
        if (callee && callee !== fn && usesAsDependency(sourceCode, callee, index, depth + 1)) return true;
      }
    }
    pushChildren(stack, node, sourceCode.visitorKeys);
  }
  return false;
}

/** How many local functions a whole parameter is followed through, handed on from one to the next. */
const MAX_HANDED_ON = 3;

function usesAsDependency(sourceCode: SourceCode, fn: FunctionNode, position: number, depth: number): boolean {
  return callsThroughParameter(sourceCode, fn, position) || handsOnParameter(sourceCode, fn, position, depth);
}

/** The function a call of a name calls, where the name is a function declared, or a `const` initialised with one, in the file. */
function localFunctionCalled(sourceCode: SourceCode, call: CallExpression): FunctionNode | undefined {
  const callee = skipTypeWrappers(call.callee);
  const binding = callee.type === 'Identifier' ? resolveBinding(sourceCode, callee) : undefined;
  if (binding?.kind === 'function') return binding.fn;
  if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
  const init = skipTypeWrappers(binding.init);
  return init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression' ? init : undefined;
}

/**
 * Whether `fn` calls through its parameter at `position` as through a service it is handed: a method of it or of one
 * of its members (`deps.codec.seal(…)`, `codec.open(…)` of `{ codec }`), or the parameter itself (`seal(…)`).
 */
export function callsThroughParameter(sourceCode: SourceCode, fn: FunctionNode, position: number): boolean {
  // the closures it makes count: a handler it registers calls what the registration was handed
  const stack: Node[] = [fn.body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      let root: Node = skipTypeWrappers(node.callee);
      while (root.type === 'MemberExpression') root = skipTypeWrappers(root.object);
      let binding = root.type === 'Identifier' ? resolveBinding(sourceCode, root) : undefined;
      // `const { sealer } = deps; sealer.seal(…)`, `var codec = deps.codec; codec.mint(…)`: a part taken of the parameter first
      let taken = binding?.kind === 'initialized' ? skipTypeWrappers(binding.init) : undefined;
      while (taken?.type === 'MemberExpression') taken = skipTypeWrappers(taken.object);
      if (taken?.type === 'Identifier') binding = resolveBinding(sourceCode, taken);
      if (binding?.kind === 'parameter' && binding.fn === fn && binding.position === position) return true;
    }
    pushChildren(stack, node, sourceCode.visitorKeys);
  }
  return false;
}
