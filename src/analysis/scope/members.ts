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
import { MADE_HERE, mayAssignElsewhere, ownerWrites, prototypeFunctions, type OwnerWrite } from './member-writes.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What holds the members a member read (`this.key`, `signer.sign`, `Signer.create`) reaches. */
export type MemberOwner =
  /** An instance of a class of the file, or of a constructor function (with members on its prototype). */
  | { readonly kind: 'instance'; readonly of: ClassNode | FunctionNode }
  /** A class of the file itself: its static members. */
  | { readonly kind: 'class'; readonly of: ClassNode }
  /** The object literal a method of which `this` stands in. */
  | { readonly kind: 'object'; readonly literal: TSESTree.ObjectExpression };

/** A place that gives a member its value: a value (a method is its function), a getter, or a field declared without one. */
export type MemberDefinition =
  | { readonly kind: 'value'; readonly value: Expression }
  | { readonly kind: 'getter'; readonly fn: FunctionNode }
  | { readonly kind: 'unset' };

/**
 * What `this` is where `node` stands: the instance (or, in static code, the class) whose method, field or constructor
 * holds it, the object literal whose method does, or the instance of `Owner` in `Owner.prototype.m = function …`.
 * Undefined elsewhere, and for a class the file extends (its `this` may be a subclass that overrides a member).
 */
export function thisOwner(sourceCode: SourceCode, node: TSESTree.ThisExpression): MemberOwner | undefined {
  let child: Node = node;
  for (let current = node.parent; current; child = current, current = current.parent) {
    switch (current.type) {
      case 'ArrowFunctionExpression':
        continue;
      case 'FunctionExpression':
      case 'FunctionDeclaration':
        return ownerOfFunction(sourceCode, current);
      case 'PropertyDefinition':
      case 'AccessorProperty':
        return child === current.value ? classOwner(sourceCode, current.parent.parent, current.static) : undefined;
      case 'StaticBlock':
        return classOwner(sourceCode, current.parent.parent, true);
      case 'ClassBody':
      case 'Program':
        return undefined;
      default:
        continue;
    }
  }
  return undefined;
}

function ownerOfFunction(sourceCode: SourceCode, fn: TSESTree.FunctionExpression | TSESTree.FunctionDeclaration): MemberOwner | undefined {
  const parent = fn.parent;
  switch (parent?.type) {
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return parent.value === fn ? classOwner(sourceCode, parent.parent.parent, parent.static) : undefined;
    case 'Property':
      return parent.value === fn && parent.parent.type === 'ObjectExpression' ? { kind: 'object', literal: parent.parent } : undefined;
    case 'AssignmentExpression': {
      const target = parent.right === fn ? skipTypeWrappers(parent.left) : undefined;
      const prototype = target?.type === 'MemberExpression' ? skipTypeWrappers(target.object) : undefined;
      if (prototype?.type !== 'MemberExpression' || getPropertyName(prototype) !== 'prototype' || prototype.object.type !== 'Identifier') return undefined;
      const owner = ownerNamed(sourceCode, prototype.object);
      return owner && !isExtended(sourceCode, owner) ? { kind: 'instance', of: owner } : undefined;
    }
    default:
      return undefined;
  }
}

function classOwner(sourceCode: SourceCode, node: Node, isStatic: boolean): MemberOwner | undefined {
  if (node.type !== 'ClassDeclaration' && node.type !== 'ClassExpression') return undefined;
  if (isExtended(sourceCode, node)) return undefined;
  return isStatic ? { kind: 'class', of: node } : { kind: 'instance', of: node };
}

/** The class or function declaration `identifier` names, if it is one the file never reassigns. */
function ownerNamed(sourceCode: SourceCode, identifier: TSESTree.Identifier): ClassNode | FunctionNode | undefined {
  const binding = resolveBinding(sourceCode, identifier);
  if (binding?.kind === 'class') return binding.node;
  if (binding?.kind === 'function') return binding.fn;
  if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
  const init = skipTypeWrappers(binding.init);
  return init.type === 'ClassExpression' || init.type === 'FunctionExpression' ? init : undefined;
}

/** The name a class or function is known by in the file: its own, or its variable's. */
function ownerName(owner: ClassNode | FunctionNode): TSESTree.Identifier | undefined {
  if (owner.id) return owner.id;
  const parent = owner.parent;
  return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id : undefined;
}

const extendedNames = new WeakMap<SourceCode, Set<string>>();

/** Whether the text may extend `owner` by its name (`extends Signer`); every name extended is found in one pass. */
function isExtended(sourceCode: SourceCode, owner: ClassNode | FunctionNode): boolean {
  const name = ownerName(owner)?.name;
  if (name === undefined) return false;
  let names = extendedNames.get(sourceCode);
  if (!names) {
    names = new Set();
    for (const match of sourceCode.text.matchAll(/\bextends\s+([\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*)/gu)) names.add(match[1]!);
    extendedNames.set(sourceCode, names);
  }
  return names.has(name);
}

/** What a class (or constructor function) gives its instances or itself, found in one walk of its own code. */
interface OwnMembers {
  readonly definitions: Map<string, MemberDefinition[]>;
  /** Members given values some other way (`this.n += 1`, `({ key: this.key } = o)`, a setter, an abstract member). */
  readonly unclear: Set<string>;
  /** `Object.assign(this, …)`, `this[name] = …`: any member may be given any value. */
  opaque: boolean;
}

const ownMembersByOwner = new WeakMap<Node, { instance?: OwnMembers; static?: OwnMembers }>();

/**
 * Every place the file gives member `name` of `owner` a value, or undefined when it cannot tell them all: the member
 * is given a value some other way, written through another receiver, or (not found) may come from a superclass that
 * is not a class of the file. Private names are spelled `#name`.
 */
export function memberDefinitions(sourceCode: SourceCode, owner: MemberOwner, name: string, depth = 0): readonly MemberDefinition[] | undefined {
  if (depth > 8) return undefined;
  const node = owner.kind === 'object' ? owner.literal : owner.of;
  const members = ownMembers(sourceCode, owner);
  if (members.opaque || members.unclear.has(name)) return undefined;
  if (!name.startsWith('#') && mayAssignElsewhere(sourceCode, name, (write) => cannotReach(sourceCode, write, node))) return undefined;
  const definitions = [...(members.definitions.get(name) ?? [])];
  if (owner.kind === 'object') return definitions;
  if (ownerName(owner.of)) {
    const isOwner = (candidate: TSESTree.Identifier) => ownerNamed(sourceCode, candidate) === owner.of;
    const written = ownerWrites(sourceCode, isOwner, name, owner.kind === 'instance');
    if (!written) return undefined;
    for (const value of written) definitions.push({ kind: 'value', value });
  }
  if (definitions.length > 0) return definitions;
  if (isFunctionNode(owner.of) || !owner.of.superClass) return definitions;
  const superClass = skipTypeWrappers(owner.of.superClass);
  const parent = superClass.type === 'Identifier' ? ownerNamed(sourceCode, superClass) : undefined;
  if (!parent || isFunctionNode(parent)) return undefined;
  return memberDefinitions(sourceCode, { kind: owner.kind, of: parent } as MemberOwner, name, depth + 1);
}

/**
 * Whether a top-level `receiver.name = …` (or `receiver.prototype.name = …`) gives `owner` (an object literal, or
 * any instance of a class or function) no value other than those read as its definitions: a class's or function's
 * own members (the owner's are its definitions), or members of another value made here.
 */
function cannotReach(sourceCode: SourceCode, write: OwnerWrite, owner: Node): boolean {
  const binding = resolveBinding(sourceCode, write.owner);
  if (binding?.kind === 'class' || binding?.kind === 'function') return true;
  if (write.prototype) return ownerNamed(sourceCode, write.owner) !== undefined;
  if (binding?.kind !== 'initialized' || binding.path.length > 0) return false;
  const init = skipTypeWrappers(binding.init);
  if (!MADE_HERE.has(init.type) || init === owner) return false;
  if (init.type !== 'NewExpression') return true;
  const callee = skipTypeWrappers(init.callee);
  const made = callee.type === 'Identifier' ? ownerNamed(sourceCode, callee) : undefined;
  return made !== undefined && made !== owner;
}

function ownMembers(sourceCode: SourceCode, owner: MemberOwner): OwnMembers {
  const node = owner.kind === 'object' ? owner.literal : owner.of;
  let entry = ownMembersByOwner.get(node);
  if (!entry) {
    entry = {};
    ownMembersByOwner.set(node, entry);
  }
  const isStatic = owner.kind === 'class';
  let members = isStatic ? entry.static : entry.instance;
  if (!members) {
    members = owner.kind === 'object' ? collectLiteralMembers(sourceCode, owner.literal) : collectOwnMembers(sourceCode, owner.of, isStatic);
    if (isStatic) entry.static = members;
    else entry.instance = members;
  }
  return members;
}

/** What an object literal gives its members: its properties, and what its methods write to `this`. */
function collectLiteralMembers(sourceCode: SourceCode, literal: TSESTree.ObjectExpression): OwnMembers {
  const members: OwnMembers = { definitions: new Map(), unclear: new Set(), opaque: false };
  const define = definer(members);
  const bodies: Node[] = [];
  for (const property of literal.properties) {
    const name = property.type === 'SpreadElement' ? undefined : getStaticKeyName(property.key, property.computed);
    if (property.type === 'SpreadElement' || name === undefined) {
      members.opaque = true;
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

function collectOwnMembers(sourceCode: SourceCode, owner: ClassNode | FunctionNode, isStatic: boolean): OwnMembers {
  const members: OwnMembers = { definitions: new Map(), unclear: new Set(), opaque: false };
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
        members.opaque = true;
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
