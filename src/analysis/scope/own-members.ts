import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  getMethodName,
  getPropertyName,
  getStaticKeyName,
  isFunctionNode,
  pushChildren,
  skipTypeWrappers,
  type Expression,
  type FunctionNode,
  type Node,
} from '../syntax/ast.js';
import { resolveBinding, type ClassNode } from './bindings.js';
import { prototypeFunctions } from './member-writes.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A place that gives a member its value: a value (a method is its function), a getter, or a field declared without one. */
export type MemberDefinition =
  | { readonly kind: 'value'; readonly value: Expression }
  | { readonly kind: 'getter'; readonly fn: FunctionNode }
  | { readonly kind: 'unset' };

/** The class or function declaration `identifier` names, if it is one the file never reassigns. */
export function ownerNamed(sourceCode: SourceCode, identifier: TSESTree.Identifier): ClassNode | FunctionNode | undefined {
  const binding = resolveBinding(sourceCode, identifier);
  if (binding?.kind === 'class') return binding.node;
  if (binding?.kind === 'function') return binding.fn;
  if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
  const init = skipTypeWrappers(binding.init);
  return init.type === 'ClassExpression' || init.type === 'FunctionExpression' ? init : undefined;
}

/** The name a class or function is known by in the file: its own, or its variable's. */
export function ownerName(owner: ClassNode | FunctionNode): TSESTree.Identifier | undefined {
  if (owner.id) return owner.id;
  const parent = owner.parent;
  return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id : undefined;
}

/** What a class (or constructor function) gives its instances or itself, found in one walk of its own code. */
export interface OwnMembers {
  readonly definitions: Map<string, MemberDefinition[]>;
  /** Members given values some other way (`this.n += 1`, `({ key: this.key } = o)`, a setter, an abstract member). */
  readonly unclear: Set<string>;
  /** `Object.assign(this, …)`, `this[name] = …`: any member may be given any value. */
  opaque: boolean;
  /** Abstract members (`abstract open(token: string): …`), which a subclass defines. */
  readonly abstract?: Set<string>;
}

/** What an object literal gives its members: its properties, and what its methods write to `this`. */
export function collectLiteralMembers(sourceCode: SourceCode, literal: TSESTree.ObjectExpression): OwnMembers {
  const members: OwnMembers = { definitions: new Map(), unclear: new Set(), opaque: false };
  const define = definer(members);
  const bodies: Node[] = [];
  for (const property of literal.properties) {
    const name = property.type === 'SpreadElement' ? undefined : getStaticKeyName(property.key, property.computed);
    if (property.type === 'SpreadElement' || name === undefined) {
      if (property.type === 'SpreadElement' || !isSymbolKey(property.key)) members.opaque = true;
      continue;
    }
    const value = property.value;
    if (value.type === 'FunctionExpression') bodies.push(value.body);
    if (property.kind === 'get' && value.type === 'FunctionExpression') define(name, { kind: 'getter', fn: value });
    else if (property.kind === 'init' && value.type !== 'AssignmentPattern' && value.type !== 'TSEmptyBodyFunctionExpression' && !isPattern(value)) {
      define(name, { kind: 'value', value: value as Expression });
    } else members.unclear.add(name);
  }
  for (const body of bodies) collectThisWrites(sourceCode, body, members, define);
  return members;
}

/** `[Symbol.iterator]`: a computed key no member name can be. */
function isSymbolKey(key: Node): boolean {
  return key.type === 'MemberExpression' && key.object.type === 'Identifier' && key.object.name === 'Symbol';
}

function isPattern(node: Node): boolean {
  return node.type === 'ObjectPattern' || node.type === 'ArrayPattern';
}

function definer(members: OwnMembers): (name: string, definition: MemberDefinition) => void {
  return (name, definition) => {
    const list = members.definitions.get(name);
    if (list) list.push(definition);
    else members.definitions.set(name, [definition]);
  };
}

export function collectOwnMembers(sourceCode: SourceCode, owner: ClassNode | FunctionNode, isStatic: boolean): OwnMembers {
  const members: OwnMembers = { definitions: new Map(), unclear: new Set(), opaque: false, abstract: new Set() };
  const define = definer(members);
  const bodies: Node[] = [];
  if (!isStatic && ownerName(owner)) {
    const isOwner = (candidate: TSESTree.Identifier) => ownerNamed(sourceCode, candidate) === owner;
    for (const fn of prototypeFunctions(sourceCode, isOwner)) if (fn.type === 'FunctionExpression') bodies.push(fn.body);
  }
  if (isFunctionNode(owner)) {
    bodies.push(owner.body);
  } else {
    for (const element of owner.body.body) {
      if (element.type === 'StaticBlock') {
        if (isStatic) bodies.push(element);
        continue;
      }
      if (element.type === 'TSIndexSignature') continue;
      if ((element.static ?? false) !== isStatic) continue;
      const name = element.key.type === 'PrivateIdentifier' ? `#${element.key.name}` : getStaticKeyName(element.key, element.computed);
      if (name === undefined) {
        if (!isSymbolKey(element.key)) members.opaque = true;
        continue;
      }
      switch (element.type) {
        case 'MethodDefinition':
          if (element.value.type !== 'FunctionExpression') continue;
          if (element.kind === 'constructor') {
            bodies.push(element.value.body);
            for (const parameter of element.value.params) if (parameter.type === 'TSParameterProperty') defineParameterProperty(parameter, define);
            continue;
          }
          bodies.push(element.value.body);
          if (element.kind === 'method') define(name, { kind: 'value', value: element.value });
          else if (element.kind === 'get') define(name, { kind: 'getter', fn: element.value });
          else members.unclear.add(name);
          continue;
        case 'PropertyDefinition':
        case 'AccessorProperty':
          if (element.declare) continue;
          if (element.value) {
            bodies.push(element.value);
            define(name, { kind: 'value', value: element.value });
          } else {
            define(name, { kind: 'unset' });
          }
          continue;
        default:
          members.unclear.add(name);
          if (element.type === 'TSAbstractMethodDefinition' || element.type === 'TSAbstractPropertyDefinition') members.abstract?.add(name);
      }
    }
  }
  for (const body of bodies) collectThisWrites(sourceCode, body, members, define);
  return members;
}

function defineParameterProperty(parameter: TSESTree.TSParameterProperty, define: (name: string, definition: MemberDefinition) => void): void {
  const declared = parameter.parameter.type === 'AssignmentPattern' ? parameter.parameter.left : parameter.parameter;
  if (declared.type === 'Identifier') define(declared.name, { kind: 'value', value: declared });
}

/** Every `this.name = value` in `root` (entering arrow functions, whose `this` is the same, and no other function). */
function collectThisWrites(sourceCode: SourceCode, root: Node, members: OwnMembers, define: (name: string, definition: MemberDefinition) => void): void {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node !== root && (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration' || node.type === 'ClassBody')) continue;
    if (node.type === 'MemberExpression' && node.object.type === 'ThisExpression') recordThisMember(node, members, define);
    else if (node.type === 'CallExpression' && isObjectAssignToThis(node)) members.opaque = true;
    pushChildren(stack, node, sourceCode.visitorKeys);
  }
}

const TYPE_WRAPPERS = new Set(['TSAsExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'TSSatisfiesExpression']);

function recordThisMember(member: TSESTree.MemberExpression, members: OwnMembers, define: (name: string, definition: MemberDefinition) => void): void {
  const name = member.property.type === 'PrivateIdentifier' ? `#${member.property.name}` : getPropertyName(member);
  let target: Node = member;
  while (target.parent && TYPE_WRAPPERS.has(target.parent.type)) target = target.parent;
  const parent = target.parent;
  if (name === undefined) {
    if (parent && isWriteTarget(target, parent)) members.opaque = true;
    return;
  }
  if (parent?.type === 'AssignmentExpression' && parent.left === target && parent.operator === '=') {
    if (!isSelfBind(parent.right, name)) define(name, { kind: 'value', value: parent.right });
    return;
  }
  if (parent && isWriteTarget(target, parent)) members.unclear.add(name);
}

function isWriteTarget(member: Node, parent: Node): boolean {
  switch (parent.type) {
    case 'AssignmentExpression':
      return parent.left === member;
    case 'UpdateExpression':
      return true;
    case 'ForInStatement':
    case 'ForOfStatement':
      return parent.left === member;
    case 'ArrayPattern':
    case 'RestElement':
      return true;
    case 'AssignmentPattern':
      return parent.left === member;
    case 'Property':
      return parent.value === member && parent.parent.type === 'ObjectPattern';
    default:
      return false;
  }
}

/** `this.name.bind(this)`: the member's own function, bound. */
function isSelfBind(value: Node, name: string): boolean {
  const call = skipTypeWrappers(value);
  if (call.type !== 'CallExpression' || getMethodName(call) !== 'bind' || call.callee.type !== 'MemberExpression') return false;
  const bound = skipTypeWrappers(call.callee.object);
  return bound.type === 'MemberExpression' && bound.object.type === 'ThisExpression' && !bound.computed && bound.property.type === 'Identifier' && bound.property.name === name;
}

/** `Object.assign(this, …)`, `Object.defineProperty(this, …)`. */
function isObjectAssignToThis(call: TSESTree.CallExpression): boolean {
  const [first] = call.arguments;
  if (first?.type !== 'ThisExpression') return false;
  const method = getMethodName(call);
  return method === 'assign' || method === 'defineProperty' || method === 'defineProperties';
}
