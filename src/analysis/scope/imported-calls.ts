import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticKeyName, pushChildren, skipTypeWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { getLoadedSpecifier, type WellKnownReference } from './modules.js';
import { resolveBinding } from './bindings.js';
import { exportsObjectOf } from './member-writes.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type Variable = TSESLint.Scope.Variable;
export type CallOrNew = TSESTree.CallExpression | TSESTree.NewExpression;

/** The export a question is about: `name` of the module, or (undefined) what CommonJS `module.exports` is. */
export interface ExportName {
  readonly name: string | undefined;
  /** The module has ES exports: `require` of it gives its namespace, a default import its `default`. */
  readonly isEsModule: boolean;
  /** The function is this member of the export (`Tools.init` of `module.exports = Tools`), not the export itself. */
  readonly member?: string;
}

/** What a module that loads another does with one of its exports. */
export interface ImportedUses {
  /** Every call (or `new`) of the export the module writes. */
  readonly calls: readonly CallOrNew[];
  /** The names under which the module hands the export on (`export { x } from`, `export *`, `module.exports = require(…)`). */
  readonly reexportedAs: readonly (string | undefined)[];
  /** The exports of the module the function becomes a member of (`registry.route_lookup = require('./routeLookup')`). */
  readonly handedOnAs: readonly ExportName[];
}

type Uses = { calls: CallOrNew[]; reexportedAs: (string | undefined)[]; handedOnAs: ExportName[] };

/**
 * Each call of the export `target` of the module that `specifiers` load in `sourceCode` (by `import`, a namespace,
 * `require`, destructured or not), and the names it re-exports it under; undefined when the module does anything
 * else with it (passes it on as a value, loads the module dynamically, reads it through a name it re-binds), since
 * the calls are then not all to be seen.
 */
export function usesOfImport(sourceCode: SourceCode, specifiers: ReadonlySet<string>, target: ExportName): ImportedUses | undefined {
  const uses: Uses = { calls: [], reexportedAs: [], handedOnAs: [] };
  const scopeManager = sourceCode.scopeManager;
  if (!scopeManager) return undefined;
  for (const statement of sourceCode.ast.body) {
    if (statement.type === 'ImportDeclaration' && specifiers.has(statement.source.value)) {
      if (statement.importKind === 'type') continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') continue;
        const variable = scopeManager.getDeclaredVariables(specifier)[0];
        if (!variable) return undefined;
        const fits = specifier.type === 'ImportNamespaceSpecifier' ? 'namespace' : importFits(specifier, target);
        if (!fits) continue;
        const path = fits === 'namespace' ? [target.name ?? 'default', ...memberPath(target)] : memberPath(target);
        if (!collect(sourceCode, variable, path, fits === true, uses)) return undefined;
      }
    } else if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source && specifiers.has(statement.source.value)) {
      if (statement.exportKind === 'type') continue;
      if (statement.type === 'ExportAllDeclaration') {
        if (statement.exported) return undefined;
        if (target.name !== undefined && target.name !== 'default') uses.reexportedAs.push(target.name);
        continue;
      }
      for (const specifier of statement.specifiers) {
        const local = specifier.local.type === 'Identifier' ? specifier.local.name : specifier.local.value;
        const exported = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
        if (local === (target.name ?? 'default')) uses.reexportedAs.push(exported);
      }
    }
  }
  // `require(…)` and `import(…)` anywhere: bound to a name, destructured, called or read at once
  for (const load of loadsOf(sourceCode, specifiers)) {
    if (!requiredUse(sourceCode, load, target, uses)) return undefined;
  }
  return uses;
}

/**
 * Whether a default or named import binds the export itself (true), the object whose member it is (`namespace`: a
 * default import of CommonJS gives `module.exports`), or something else.
 */
function importFits(specifier: TSESTree.ImportDefaultSpecifier | TSESTree.ImportSpecifier, target: ExportName): boolean | 'namespace' {
  if (specifier.type === 'ImportDefaultSpecifier') return target.isEsModule ? target.name === 'default' : target.name === undefined || 'namespace';
  const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
  return imported === (target.name ?? 'default');
}

/** Every `require(…)` or `import(…)` of one of `specifiers` in the file. */
function loadsOf(sourceCode: SourceCode, specifiers: ReadonlySet<string>): Node[] {
  return loadsIn(sourceCode).filter((load) => specifiers.has(load.specifier)).map((load) => load.node);
}

const loadsByFile = new WeakMap<SourceCode, readonly { readonly node: Node; readonly specifier: string }[]>();

/** Every `require('…')` and `import('…')` of the file with a specifier spelled out, found in one walk. */
function loadsIn(sourceCode: SourceCode): readonly { readonly node: Node; readonly specifier: string }[] {
  let loads = loadsByFile.get(sourceCode);
  if (!loads) {
    const found: { node: Node; specifier: string }[] = [];
    if (/\brequire\s*\(|\bimport\s*\(/.test(sourceCode.text)) {
      const stack: Node[] = [sourceCode.ast];
      while (stack.length > 0) {
        const node = stack.pop()!;
        const specifier = (node.type === 'CallExpression' || node.type === 'ImportExpression') && isLoad(node) ? getLoadedSpecifier(node) : undefined;
        if (specifier !== undefined) found.push({ node, specifier });
        pushChildren(stack, node, sourceCode.visitorKeys);
      }
    }
    loads = found;
    loadsByFile.set(sourceCode, loads);
  }
  return loads;
}

function isLoad(node: TSESTree.CallExpression | TSESTree.ImportExpression): boolean {
  return node.type === 'ImportExpression' || (node.callee.type === 'Identifier' && node.callee.name === 'require');
}

/** What the file does with one `require(…)` of the module: false when it is anything but a use this knows. */
function requiredUse(sourceCode: SourceCode, load: Node, target: ExportName, uses: Uses): boolean {
  if (load.type === 'ImportExpression') return false;
  const member = target.isEsModule ? (target.name ?? 'default') : target.name;
  const path = [...(member === undefined ? [] : [member]), ...memberPath(target)];
  const parent = load.parent;
  // `module.exports = require('./x')`: everything it exports, handed on
  if (parent?.type === 'AssignmentExpression' && parent.right === load && isModuleExports(parent.left)) {
    uses.reexportedAs.push(target.name);
    return true;
  }
  // `registry.route_lookup = require('./routeLookup')`, `module.exports = { route_lookup: require('./routeLookup') }`:
  // a registry of modules, which other modules dispatch through
  const entry = registryEntryName(sourceCode, load);
  if (entry !== undefined) {
    if (target.member !== undefined) return false;
    uses.handedOnAs.push({ name: entry, isEsModule: false, ...(member !== undefined && { member }) });
    return true;
  }
  if (parent?.type !== 'VariableDeclarator' || parent.init !== load) return useAlong(sourceCode, load, path, uses);
  const variables = sourceCode.scopeManager!.getDeclaredVariables(parent);
  if (parent.id.type === 'Identifier') {
    const variable = variables[0];
    return variable !== undefined && collect(sourceCode, variable, path, member === undefined, uses);
  }
  if (parent.id.type !== 'ObjectPattern') return false;
  for (const property of parent.id.properties) {
    if (property.type === 'RestElement') return false;
    const key = getStaticKeyName(property.key, property.computed);
    if (key === undefined) return false;
    if (key !== path[0]) continue;
    const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
    if (value.type !== 'Identifier') return false;
    const variable = variables.find((candidate) => candidate.defs[0]?.name === value);
    if (!variable || !collect(sourceCode, variable, path.slice(1), path.length - 1 === memberPath(target).length, uses)) return false;
  }
  return true;
}

function memberPath(target: ExportName): string[] {
  return target.member === undefined ? [] : [target.member];
}

/**
 * The calls through `variable` of what `path` names: the variable itself, or its member (`Tools.init`). Where it binds
 * the export itself (`bindsExport`), handing it on by `export { x }` re-exports it. False when a reference does anything
 * else with what the question is about.
 */
function collect(sourceCode: SourceCode, variable: Variable, path: readonly string[], bindsExport: boolean, uses: Uses, depth = 0): boolean {
  for (const reference of variable.references) {
    const identifier = reference.identifier as Node;
    if ((reference as { isTypeReference?: boolean }).isTypeReference || (reference.init === true && identifier === variable.defs[0]?.name)) continue;
    const parent = identifier.parent;
    if (parent?.type === 'ExportSpecifier' && parent.local === identifier) {
      if (!bindsExport) return false;
      uses.reexportedAs.push(parent.exported.type === 'Identifier' ? parent.exported.name : parent.exported.value);
      continue;
    }
    if (parent?.type === 'TSTypeQuery' || parent?.type === 'TSQualifiedName') continue;
    const subclass = path.length === 0 ? subclassOf(identifier) : undefined;
    if (subclass ? !subclassUses(sourceCode, subclass, uses, depth) : !useAlong(sourceCode, identifier, path, uses)) return false;
  }
  return true;
}

/** How many classes down a constructor's calls are followed through subclasses that keep it (`class A extends Base`). */
const MAX_SUBCLASSES = 4;

/**
 * The class `class Sub extends <node>` declares, when `node` is what it extends, itself or through a mixin it is handed
 * to (`class Sub extends Audited(<node>)`, the mixin's class taken to keep its base's constructor).
 */
function subclassOf(node: Node): TSESTree.ClassDeclaration | TSESTree.ClassExpression | undefined {
  let outer = skipTypeWrappersUp(node);
  for (let mixins = 0; outer.parent?.type === 'CallExpression' && outer.parent.arguments.includes(outer as TSESTree.CallExpressionArgument) && mixins < MAX_SUBCLASSES; mixins += 1) outer = skipTypeWrappersUp(outer.parent);
  const parent = outer.parent;
  return (parent?.type === 'ClassDeclaration' || parent?.type === 'ClassExpression') && parent.superClass === outer ? parent : undefined;
}

/**
 * A subclass constructs its base with what its own `new` passes, where it declares no constructor or one handing its
 * parameters to `super` as they come (`constructor(deps) { super(deps); … }`): its calls (here, or in the modules
 * importing it under the names it is exported by) are the base's. False where the subclass is used any other way.
 */
function subclassUses(sourceCode: SourceCode, subclass: TSESTree.ClassDeclaration | TSESTree.ClassExpression, uses: Uses, depth: number): boolean {
  if (depth >= MAX_SUBCLASSES || !keepsBaseConstructor(subclass)) return false;
  const holder = subclass.type === 'ClassDeclaration' ? subclass : subclass.parent?.type === 'VariableDeclarator' && subclass.parent.init === subclass ? subclass.parent : undefined;
  if (!holder) return false;
  // `export class Sub …`, `export default class …`, `export const Sub = class …`: its importers' calls are its own
  const name = holder.type === 'VariableDeclarator' ? (holder.id.type === 'Identifier' ? holder.id.name : undefined) : subclass.id?.name;
  const exported = holder.type === 'VariableDeclarator' ? holder.parent?.parent : holder.parent;
  if (exported?.type === 'ExportNamedDeclaration') {
    if (name === undefined) return false;
    uses.reexportedAs.push(name);
  } else if (exported?.type === 'ExportDefaultDeclaration') uses.reexportedAs.push('default');
  const variable = sourceCode.scopeManager!.getDeclaredVariables(holder).find((candidate) => candidate.defs[0]?.node === holder);
  if (!variable) return exported?.type === 'ExportDefaultDeclaration';
  for (const reference of variable.references) {
    const identifier = reference.identifier as Node;
    if (reference.init === true && identifier === variable.defs[0]?.name) continue;
    const commonJsName = commonJsExportName(sourceCode, identifier);
    if (commonJsName !== undefined) {
      uses.reexportedAs.push(commonJsName);
      continue;
    }
    if (!collect(sourceCode, { ...variable, references: [reference] } as Variable, [], true, uses, depth + 1)) return false;
  }
  return true;
}

/** Whether a subclass's constructor is its base's: none of its own, or one handing its parameters to `super` unchanged. */
function keepsBaseConstructor(subclass: TSESTree.ClassDeclaration | TSESTree.ClassExpression): boolean {
  const constructor = subclass.body.body.find((member) => member.type === 'MethodDefinition' && member.kind === 'constructor');
  if (!constructor) return true;
  const fn = (constructor as TSESTree.MethodDefinition).value;
  const names = fn.params.map((parameter) => (parameter.type === 'Identifier' ? parameter.name : undefined));
  return (fn.body?.body ?? []).some((statement) => {
    const call = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (call?.type !== 'CallExpression' || call.callee.type !== 'Super' || call.arguments.length !== names.length) return false;
    return call.arguments.every((argument, index) => argument.type === 'Identifier' && names[index] !== undefined && argument.name === names[index]);
  });
}

/** The name a CommonJS module exports `node` under (`module.exports = { Tool }`, `exports.Tool = Tool`). */
function commonJsExportName(sourceCode: SourceCode, node: Node): string | undefined {
  const parent = node.parent;
  if (parent?.type === 'Property' && parent.value === node && parent.kind === 'init') {
    const assignment = parent.parent?.parent;
    return assignment?.type === 'AssignmentExpression' && assignment.right === parent.parent && isModuleExports(assignment.left) ? getStaticKeyName(parent.key, parent.computed) : undefined;
  }
  if (parent?.type === 'AssignmentExpression' && parent.right === node && parent.left.type === 'MemberExpression' && holdsExports(sourceCode, parent.left.object as Node)) return getPropertyName(parent.left);
  return undefined;
}

/**
 * What an expression holding the export's module, or the export, is used for: reading another member is no use of the
 * function; calling what `path` names is one, and is collected. False for anything else.
 */
function useAlong(sourceCode: SourceCode, start: Node, path: readonly string[], uses: { calls: CallOrNew[] }, depth = 0): boolean {
  let current = start;
  for (const [index, step] of path.entries()) {
    current = valueFlowingUp(current);
    const parent = current.parent;
    // `const tool = tools[name]`: what the `const` holds is used along the rest of the path
    if (parent?.type === 'VariableDeclarator' && parent.init === current && index > 0) return heldAlong(sourceCode, parent, path.slice(index), uses, depth);
    // `const tools = [voidInvoice, sendReminder]`, each tool's `handle` called on the one picked by name
    if (parent?.type === 'ArrayExpression' && index === path.length - 1) return registryMemberCalls(sourceCode, parent, step, uses);
    if (parent?.type !== 'MemberExpression' || parent.object !== current) return readsKeysOnly(current);
    const name = getPropertyName(parent);
    // `tools[name]`: a member the code does not spell, any of them
    if (name === undefined && !parent.computed) return false;
    if (name !== undefined && name !== step) return true;
    current = parent;
  }
  const outer = skipTypeWrappersUp(current);
  const call = outer.parent;
  if (call?.type === 'ArrayExpression') return callsOfElements(sourceCode, call, uses);
  if ((call?.type !== 'CallExpression' && call?.type !== 'NewExpression') || call.callee !== outer) return false;
  uses.calls.push(call);
  return true;
}

const EQUALITY_OPERATORS: ReadonlySet<string> = new Set(['===', '!==', '==', '!=']);

/** How many `const`s a registry's member is followed through to its calls. */
const MAX_HELD = 3;

/** The expression a value flows into unchanged: `c ? value : other`, `value ?? other`, `await value`, `(value as T)`. */
function valueFlowingUp(node: Node): Node {
  let current = skipTypeWrappersUp(node);
  for (let parent = current.parent; parent; parent = current.parent) {
    const flows =
      (parent.type === 'ConditionalExpression' && parent.test !== current) ||
      parent.type === 'LogicalExpression' ||
      parent.type === 'AwaitExpression' ||
      (parent.type === 'ChainExpression' && parent.expression === current);
    if (!flows) return current;
    current = skipTypeWrappersUp(parent);
  }
  return current;
}

function heldAlong(sourceCode: SourceCode, declarator: TSESTree.VariableDeclarator, path: readonly string[], uses: { calls: CallOrNew[] }, depth: number): boolean {
  const declaration = declarator.parent;
  if (depth >= MAX_HELD || declarator.id.type !== 'Identifier' || declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') return false;
  const variable = sourceCode.scopeManager!.getDeclaredVariables(declarator)[0];
  return variable !== undefined && variable.references.every((reference) => reference.init === true || useAlong(sourceCode, reference.identifier as Node, path, uses, depth + 1));
}

/**
 * A use of a registry (or of one of its members) that calls nothing of it: a test of it (`if (!tool)`, `tool ===
 * undefined`), or a read of its keys (`name in tools`, `Object.keys(tools)`, `Object.hasOwn(tools, name)`,
 * `Object.prototype.hasOwnProperty.call(tools, name)`).
 */
function readsKeysOnly(node: Node): boolean {
  const parent = node.parent;
  if (parent?.type === 'BinaryExpression' && ((parent.operator === 'in' && parent.right === node) || EQUALITY_OPERATORS.has(parent.operator))) return true;
  if (parent?.type === 'UnaryExpression' && (parent.operator === '!' || parent.operator === 'typeof')) return true;
  if ((parent?.type === 'IfStatement' || parent?.type === 'WhileStatement' || parent?.type === 'ConditionalExpression') && parent.test === node) return true;
  if (parent?.type !== 'CallExpression' || !parent.arguments.includes(node as TSESTree.CallExpressionArgument)) return false;
  const callee = skipTypeWrappers(parent.callee);
  if (callee.type !== 'MemberExpression') return false;
  const name = getPropertyName(callee);
  const owner = skipTypeWrappers(callee.object);
  if (owner.type === 'Identifier' && owner.name === 'Object') return name === 'keys' || name === 'hasOwn' || name === 'getOwnPropertyNames';
  // `Object.prototype.hasOwnProperty.call(tools, name)`, `{}.hasOwnProperty.call(…)`
  return name === 'call' && owner.type === 'MemberExpression' && getPropertyName(owner) === 'hasOwnProperty' && parent.arguments[0] === node;
}

/**
 * The member of the module's exports a `require(…)` is made (`registry.route_lookup = require(…)` with `registry` the
 * exports object, or a property of the object `module.exports` is given).
 */
function registryEntryName(sourceCode: SourceCode, load: Node): string | undefined {
  const parent = load.parent;
  if (parent?.type === 'AssignmentExpression' && parent.right === load && parent.left.type === 'MemberExpression' && holdsExports(sourceCode, parent.left.object as Node)) {
    return getPropertyName(parent.left);
  }
  if (parent?.type === 'Property' && parent.value === load && parent.kind === 'init') {
    const literal = parent.parent;
    const assignment = literal?.parent;
    if (literal?.type === 'ObjectExpression' && assignment?.type === 'AssignmentExpression' && assignment.right === literal && isModuleExports(assignment.left)) {
      return getStaticKeyName(parent.key, parent.computed);
    }
  }
  return undefined;
}

/** `module.exports`, `exports`, or a `const` given the exports object (`const registry = module.exports = {}`). */
function holdsExports(sourceCode: SourceCode, node: Node): boolean {
  const expression = skipTypeWrappers(node);
  if (exportsObjectOf(sourceCode, expression) !== undefined) return true;
  if (expression.type !== 'Identifier') return false;
  const binding = resolveBinding(sourceCode, expression);
  const init = binding?.kind === 'initialized' && binding.path.length === 0 ? skipTypeWrappers(binding.init) : undefined;
  return init?.type === 'AssignmentExpression' && isModuleExports(init.left);
}

/** Array methods whose callback is handed each element in turn as its first parameter. */
const ELEMENT_CALLBACKS = new Set(['forEach', 'map', 'flatMap']);

/**
 * The calls of each element of an array of functions (`plugins = [registerA, registerB]`): where the array, or a
 * `const` holding it, is iterated (`for (const register of plugins)`, `plugins.forEach((register) => …)`) and the
 * element called. False when the array or an element is used any other way.
 */
function callsOfElements(sourceCode: SourceCode, array: TSESTree.ArrayExpression, uses: { calls: CallOrNew[] }): boolean {
  const holder = array.parent;
  if (holder?.type !== 'VariableDeclarator' || holder.init !== array) return elementIterationCalls(sourceCode, array, uses);
  const declaration = holder.parent;
  if (holder.id.type !== 'Identifier' || declaration?.type !== 'VariableDeclaration') return false;
  const variable = sourceCode.scopeManager!.getDeclaredVariables(holder)[0];
  // an array never iterated here (exported, or left unused) is used where this file does not show; one given another
  // value (a `var` or `let` assigned again) may not be this one where it is
  if (!variable || !variable.references.some((reference) => reference.init !== true)) return false;
  if (declaration.kind !== 'const' && variable.references.some((reference) => reference.init !== true && reference.isWrite())) return false;
  for (const reference of variable.references) {
    if (reference.init === true) continue;
    if (!elementIterationCalls(sourceCode, reference.identifier as Node, uses)) return false;
  }
  return true;
}

function elementIterationCalls(sourceCode: SourceCode, array: Node, uses: { calls: CallOrNew[] }): boolean {
  const parent = array.parent;
  let element: Node | undefined;
  if (parent?.type === 'ForOfStatement' && parent.right === array) {
    element = parent.left.type === 'VariableDeclaration' ? parent.left.declarations[0]?.id : undefined;
  } else if (parent?.type === 'MemberExpression' && parent.object === array && ELEMENT_CALLBACKS.has(getPropertyName(parent) ?? '')) {
    const call = parent.parent;
    const callback = call?.type === 'CallExpression' && call.callee === parent ? call.arguments[0] : undefined;
    element = callback?.type === 'ArrowFunctionExpression' || callback?.type === 'FunctionExpression' ? callback.params[0] : undefined;
  }
  if (element?.type !== 'Identifier') return false;
  const variable = sourceCode.scopeManager!.getDeclaredVariables(element.parent!).find((candidate) => candidate.defs[0]?.name === element);
  if (!variable) return false;
  return variable.references.every((reference) => reference.init === true || useAlong(sourceCode, reference.identifier as Node, [], uses));
}

/** How many `const`s made from a registry (`byName` of `new Map(tools.map(…))`, `tool` of `byName.get(name)`) are followed. */
const MAX_REGISTRY_HOLDERS = 4;

/**
 * The calls of member `name` of the element a file picks from a registry array of modules (`const tools = [voidInvoice,
 * sendReminder]; const byName = new Map(tools.map((t) => [t.definition.name, t])); … byName.get(name).handle(request,
 * deps)`): each `x.name(…)` whose `x` is a parameter of a callback handed to the array (or to what is made of it) or a
 * `const` made of them. False when the array is not held in a `const`, or no such call is seen.
 */
function registryMemberCalls(sourceCode: SourceCode, array: TSESTree.ArrayExpression, name: string, uses: { calls: CallOrNew[] }): boolean {
  const holder = array.parent;
  if (holder?.type !== 'VariableDeclarator' || holder.init !== array || holder.id.type !== 'Identifier' || holder.parent?.type !== 'VariableDeclaration' || holder.parent.kind !== 'const') return false;
  const registry = sourceCode.scopeManager!.getDeclaredVariables(holder)[0];
  if (!registry) return false;
  const picked = new Set<Variable>([registry]);
  const pending: Variable[] = [registry];
  for (let steps = 0; pending.length > 0 && steps < MAX_REGISTRY_HOLDERS * 4; steps += 1) {
    const variable = pending.pop()!;
    for (const reference of variable.references) {
      if (reference.init === true) continue;
      for (const made of variablesMadeOf(sourceCode, reference.identifier as Node)) {
        if (picked.has(made) || picked.size > MAX_REGISTRY_HOLDERS * 4) continue;
        picked.add(made);
        pending.push(made);
      }
    }
  }
  const found: CallOrNew[] = [];
  for (const variable of picked) {
    if (variable === registry) continue;
    for (const reference of variable.references) {
      const read = reference.identifier as Node;
      const member = valueFlowingUp(read).parent;
      const call = member?.type === 'MemberExpression' && member.object === valueFlowingUp(read) && getPropertyName(member) === name ? member.parent : undefined;
      if (call?.type === 'CallExpression' && call.callee === member) found.push(call);
    }
  }
  if (found.length === 0) return false;
  uses.calls.push(...found);
  return true;
}

/**
 * The variables an expression reading a registry flows into: a `const` it makes (`const byName = new Map(tools.map(…))`,
 * `const tool = byName.get(name)`), or the first parameter of a callback it is handed (`tools.find((t) => …)`).
 */
function variablesMadeOf(sourceCode: SourceCode, read: Node): Variable[] {
  const made: Variable[] = [];
  for (let node: Node | undefined = read, steps = 0; node && steps < 8; node = node.parent, steps += 1) {
    const parent: Node | undefined = node.parent;
    if (parent?.type === 'MemberExpression' && parent.object === node && parent.parent?.type === 'CallExpression' && parent.parent.callee === parent) {
      const [callback] = parent.parent.arguments;
      const element = callback && (callback.type === 'ArrowFunctionExpression' || callback.type === 'FunctionExpression') ? callback.params[0] : undefined;
      const variable = element?.type === 'Identifier' ? sourceCode.scopeManager!.getDeclaredVariables(callback!).find((candidate) => candidate.defs[0]?.name === element) : undefined;
      if (variable) made.push(variable);
    }
    if (parent?.type === 'VariableDeclarator' && parent.init === node) {
      if (parent.id.type === 'Identifier' && parent.parent?.type === 'VariableDeclaration' && parent.parent.kind === 'const') made.push(...sourceCode.scopeManager!.getDeclaredVariables(parent));
      break;
    }
    if (!parent || parent.type.endsWith('Statement') || parent.type === 'ArrowFunctionExpression' || parent.type === 'FunctionExpression') break;
  }
  return made;
}

/** The outermost `x!`, `x as T` or parenthesised wrapper around `node`. */
function skipTypeWrappersUp(node: Node): Node {
  let current = node;
  while (current.parent && (current.parent.type === 'TSNonNullExpression' || current.parent.type === 'TSAsExpression') && skipTypeWrappers(current.parent) === skipTypeWrappers(current)) current = current.parent;
  return current;
}

function isModuleExports(node: Node): boolean {
  return (
    node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'module' &&
    getPropertyName(node) === 'exports'
  );
}

/**
 * What a composition root hands a function, read from its text alone: an object of such values, a value another
 * module (or a package) exports, or what calling or constructing one makes. The module that receives it works out
 * what each is, as if it imported it itself; nothing the root computes any other way is told.
 */
export type InjectedShape =
  | { readonly kind: 'object'; readonly members: ReadonlyMap<string, InjectedShape>; readonly spreads: boolean }
  /** `request.stateCodec` of a parameter: what the package decorates the name with (`fastify.decorate('stateCodec', …)`). */
  | { readonly kind: 'decoration'; readonly name: string }
  | { readonly kind: 'import'; readonly specifier: string; readonly imported: string | undefined; readonly form: 'named' | 'default' | 'namespace' | 'require' }
  | { readonly kind: 'call' | 'new'; readonly callee: InjectedShape }
  /** A function the composition root writes itself (`seal: (data, binding) => roundState(…).seal(data, binding)`). */
  | { readonly kind: 'function'; readonly node: FunctionNode }
  /** The environment object the root is handed or reads (`buildServer(env)` in a Worker's `fetch(request, env)`). */
  | { readonly kind: 'environment'; readonly reference: WellKnownReference };

/** Objects nested, names followed to what they are bound to: at most this deep. */
const MAX_SHAPE_DEPTH = 6;

/** The shape of what `node` of a composition root is (see {@link InjectedShape}), or undefined when its text does not say. */
export function injectedShape(sourceCode: SourceCode, node: Node, depth = 0): InjectedShape | undefined {
  if (depth > MAX_SHAPE_DEPTH) return undefined;
  const expression = skipTypeWrappers(node);
  switch (expression.type) {
    case 'AwaitExpression':
      return injectedShape(sourceCode, expression.argument, depth + 1);
    case 'ObjectExpression': {
      const members = new Map<string, InjectedShape>();
      let spreads = false;
      for (const property of expression.properties) {
        if (property.type === 'SpreadElement') {
          spreads = true;
          continue;
        }
        const key = getStaticKeyName(property.key, property.computed);
        if (key === undefined) {
          spreads = true;
          continue;
        }
        const member = property.value.type === 'AssignmentPattern' ? undefined : injectedShape(sourceCode, property.value, depth + 1);
        if (member) members.set(key, member);
      }
      return { kind: 'object', members, spreads };
    }
    case 'CallExpression':
    case 'NewExpression': {
      const required = expression.type === 'CallExpression' && expression.callee.type === 'Identifier' && expression.callee.name === 'require' ? getLoadedSpecifier(expression) : undefined;
      if (required !== undefined) return { kind: 'import', specifier: required, imported: undefined, form: 'require' };
      const callee = injectedShape(sourceCode, expression.callee, depth + 1);
      return callee && { kind: expression.type === 'NewExpression' ? 'new' : 'call', callee };
    }
    case 'MemberExpression': {
      // `ns.createCodec` of `import * as ns`, `require('./codec').createCodec`, `deps.codec`
      const name = getPropertyName(expression);
      const held = skipTypeWrappers(expression.object);
      if (name !== undefined && held.type === 'Identifier' && resolveBinding(sourceCode, held)?.kind === 'parameter') return { kind: 'decoration', name };
      const object = injectedShape(sourceCode, expression.object, depth + 1);
      return name === undefined || !object ? undefined : memberShape(object, name);
    }
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return { kind: 'function', node: expression };
    case 'Identifier': {
      const binding = resolveBinding(sourceCode, expression);
      if (binding?.kind === 'import') return { kind: 'import', specifier: binding.source, imported: binding.imported, form: binding.form };
      if (binding?.kind === 'function') return { kind: 'function', node: binding.fn };
      if (binding?.kind !== 'initialized') return undefined;
      // `const { createCodec } = require('./codec')`: the member the pattern takes
      let shape = injectedShape(sourceCode, binding.init, depth + 1);
      for (const step of binding.path) shape = step.type === 'property' && shape ? memberShape(shape, step.name) : undefined;
      return shape;
    }
    default:
      return undefined;
  }
}

/** The member `name` of what a shape is: an object's member, or an export of the module a namespace or `require` gives. */
export function memberShape(shape: InjectedShape, name: string): InjectedShape | undefined {
  if (shape.kind === 'object') return shape.members.get(name);
  if (shape.kind === 'import' && shape.imported === undefined && (shape.form === 'namespace' || shape.form === 'require')) {
    return { kind: 'import', specifier: shape.specifier, imported: name, form: 'named' };
  }
  return undefined;
}

/**
 * `c.set('sealer', value)` with `c` a parameter (a request's context a middleware is handed): each value the module
 * writes under `key` on such a context.
 */
export function contextKeyWrites(sourceCode: SourceCode, key: string): Node[] {
  const values: Node[] = [];
  const stack: Node[] = [sourceCode.ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const value = node.type === 'CallExpression' ? contextKeyWritten(sourceCode, node, key) : undefined;
    if (value) values.push(value);
    pushChildren(stack, node, sourceCode.visitorKeys);
  }
  return values;
}

function contextKeyWritten(sourceCode: SourceCode, call: TSESTree.CallExpression, key: string): Node | undefined {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type !== 'MemberExpression' || getPropertyName(callee) !== 'set' || call.arguments.length !== 2) return undefined;
  const [written, value] = call.arguments;
  if (written?.type !== 'Literal' || written.value !== key || !value || value.type === 'SpreadElement') return undefined;
  const receiver = skipTypeWrappers(callee.object);
  return receiver.type === 'Identifier' && resolveBinding(sourceCode, receiver)?.kind === 'parameter' ? value : undefined;
}

/** `c.get('sealer')` with `c` a parameter: the key a request's context is read by. */
export function contextKeyRead(sourceCode: SourceCode, call: TSESTree.CallExpression): string | undefined {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type !== 'MemberExpression' || getPropertyName(callee) !== 'get' || call.arguments.length !== 1) return undefined;
  const [read] = call.arguments;
  if (read?.type !== 'Literal' || typeof read.value !== 'string') return undefined;
  const receiver = skipTypeWrappers(callee.object);
  return receiver.type === 'Identifier' && resolveBinding(sourceCode, receiver)?.kind === 'parameter' ? read.value : undefined;
}

/**
 * What a module decorates `name` with: `fastify.decorate('stateCodec', codec)`, `decorateRequest`/`decorateReply`
 * (not their `null` placeholders), and `request.stateCodec = value` on a parameter (not a copy of the same decoration,
 * `request.stateCodec = fastify.stateCodec`).
 */
export function decorationWrites(sourceCode: SourceCode, name: string): Node[] {
  const values: Node[] = [];
  const isParameterMember = (node: Node) => {
    const expression = skipTypeWrappers(node);
    if (expression.type !== 'MemberExpression' || getPropertyName(expression) !== name) return false;
    const held = skipTypeWrappers(expression.object);
    return held.type === 'Identifier' && resolveBinding(sourceCode, held)?.kind === 'parameter';
  };
  const stack: Node[] = [sourceCode.ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    pushChildren(stack, node, sourceCode.visitorKeys);
    let value: Node | undefined;
    const callee = node.type === 'CallExpression' ? skipTypeWrappers(node.callee) : undefined;
    if (node.type === 'CallExpression' && callee?.type === 'MemberExpression' && /^decorate(?:Request|Reply)?$/.test(getPropertyName(callee) ?? '')) {
      const [named, given] = node.arguments;
      if (named?.type === 'Literal' && named.value === name && given && given.type !== 'SpreadElement') value = given;
    } else if (node.type === 'AssignmentExpression' && node.operator === '=' && isParameterMember(node.left)) value = node.right;
    if (!value || isParameterMember(value) || (value.type === 'Literal' && value.value === null)) continue;
    values.push(value);
  }
  return values;
}

/** The methods a service locator or a container is asked for a service by (`locator.get('ledger')`, `container.resolve(TOKENS.sealer)`). */
const SERVICE_READS = new Set(['get', 'resolve']);

/** A service's key as both sides spell it: a string (`'stateCodec'`), or a constant's member (`TOKENS.sealer`) by its text. */
function serviceKeyOf(sourceCode: SourceCode, node: Node): string | undefined {
  const expression = skipTypeWrappers(node);
  if (expression.type === 'Literal' && typeof expression.value === 'string') return `'${expression.value}'`;
  const member = expression.type === 'MemberExpression' && !expression.computed && expression.object.type === 'Identifier' ? expression : undefined;
  return member ? sourceCode.getText(member) : undefined;
}

/** `locator.get('stateCodec')`, `container.resolve(TOKENS.sealer)`, `l.get('config')`: the key a service is asked for by. */
export function serviceKeyRead(sourceCode: SourceCode, call: TSESTree.CallExpression): string | undefined {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type !== 'MemberExpression' || !SERVICE_READS.has(getPropertyName(callee) ?? '') || call.arguments.length !== 1) return undefined;
  const [read] = call.arguments;
  return read && read.type !== 'SpreadElement' ? serviceKeyOf(sourceCode, read) : undefined;
}

/**
 * The methods a locator or a container registers a service's factory by, its key first and the factory last
 * (`locator.register('config', () => …)`, `registry.add('config', 'singleton', (s) => …)`, `services.addSingleton(…)`).
 */
export const SERVICE_REGISTRATIONS: ReadonlySet<string> = new Set([
  ...['register', 'registerSingleton', 'registerScoped', 'registerTransient', 'registerFactory'],
  ...['add', 'addSingleton', 'addScoped', 'addTransient', 'singleton', 'scoped', 'transient', 'factory', 'provide'],
]);

/** The factories a module registers under `key` (`locator.register('stateCodec', (l) => createStateCodec(…))`), written in place. */
export function serviceFactories(sourceCode: SourceCode, key: string): readonly FunctionNode[] {
  let registrations = registrationsByModule.get(sourceCode);
  if (!registrations) {
    registrations = new Map();
    registrationsByModule.set(sourceCode, registrations);
    const stack: Node[] = [sourceCode.ast];
    while (stack.length > 0) {
      const node = stack.pop()!;
      pushChildren(stack, node, sourceCode.visitorKeys);
      if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression' || !SERVICE_REGISTRATIONS.has(getPropertyName(node.callee) ?? '')) continue;
      // the key first, the factory last: `registry.add('config', 'singleton', () => loadConfig())`
      const [written, ...rest] = node.arguments;
      const factory = rest.at(-1);
      const registered = written && written.type !== 'SpreadElement' ? serviceKeyOf(sourceCode, written) : undefined;
      const made = factory && skipTypeWrappers(factory as Node);
      if (registered === undefined || (made?.type !== 'ArrowFunctionExpression' && made?.type !== 'FunctionExpression')) continue;
      registrations.set(registered, [...(registrations.get(registered) ?? []), made]);
    }
  }
  return registrations.get(key) ?? [];
}

const registrationsByModule = new WeakMap<SourceCode, Map<string, FunctionNode[]>>();
