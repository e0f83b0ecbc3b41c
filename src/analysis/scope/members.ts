import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { enclosingClassBody, getPropertyName, isFunctionNode, pushChildren, skipTypeWrappers, soleMatch, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding, type ClassNode } from './bindings.js';
import { MADE_HERE, mayAssignElsewhere, ownerWrites, prototypeFunctions, type OwnerWrite } from './member-writes.js';
import { collectLiteralMembers, collectOwnMembers, ownerName, ownerNamed, type MemberDefinition, type OwnMembers } from './own-members.js';

export type { MemberDefinition } from './own-members.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What holds the members a member read (`this.key`, `signer.sign`, `Signer.create`) reaches. */
export type MemberOwner =
  /** An instance of a class of the file, or of a constructor function (with members on its prototype). */
  | { readonly kind: 'instance'; readonly of: ClassNode | FunctionNode }
  /** A class of the file itself: its static members. */
  | { readonly kind: 'class'; readonly of: ClassNode }
  /** The object literal a method of which `this` stands in. */
  | { readonly kind: 'object'; readonly literal: TSESTree.ObjectExpression };

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
      // `var hotp = {}; hotp.gen = function () { … this … }`: the object literal the name holds
      const literal = prototype?.type === 'Identifier' ? literalNamed(sourceCode, prototype) : undefined;
      if (literal) return { kind: 'object', literal };
      if (prototype?.type !== 'MemberExpression' || getPropertyName(prototype) !== 'prototype' || prototype.object.type !== 'Identifier') return undefined;
      const owner = ownerNamed(sourceCode, prototype.object);
      return owner && !isExtended(sourceCode, owner) ? { kind: 'instance', of: owner } : undefined;
    }
    default:
      return undefined;
  }
}

/** The object literal a name holds for its whole life (`var hotp = {}`), if it holds one. */
function literalNamed(sourceCode: SourceCode, identifier: TSESTree.Identifier): TSESTree.ObjectExpression | undefined {
  const binding = resolveBinding(sourceCode, identifier);
  if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
  const init = skipTypeWrappers(binding.init);
  return init.type === 'ObjectExpression' ? init : undefined;
}

function classOwner(sourceCode: SourceCode, node: Node, isStatic: boolean): MemberOwner | undefined {
  if (node.type !== 'ClassDeclaration' && node.type !== 'ClassExpression') return undefined;
  if (isExtended(sourceCode, node)) return undefined;
  return isStatic ? { kind: 'class', of: node } : { kind: 'instance', of: node };
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
  // an abstract member of an instance: the one subclass of the file that defines it (a base class with a private implementation)
  if (owner.kind === 'instance' && !members.opaque && members.abstract?.has(name)) {
    const implementation = soleSubclass(sourceCode, owner.of);
    return implementation && memberDefinitions(sourceCode, { kind: 'instance', of: implementation }, name, depth + 1);
  }
  if (members.opaque || members.unclear.has(name)) return undefined;
  const writesLiteral = (write: OwnerWrite) => owner.kind === 'object' && !write.prototype && literalNamed(sourceCode, write.owner) === owner.literal;
  if (!name.startsWith('#') && mayAssignElsewhere(sourceCode, name, (write) => writesLiteral(write) || cannotReach(sourceCode, write, node))) return undefined;
  const definitions = [...(members.definitions.get(name) ?? [])];
  if (owner.kind === 'object') {
    // members given at the top level to the name that holds the literal: `hotp.gen = function …`
    const isLiteral = (identifier: TSESTree.Identifier) => literalNamed(sourceCode, identifier) === owner.literal;
    for (const value of ownerWrites(sourceCode, isLiteral, name, false) ?? []) definitions.push({ kind: 'value', value });
    return definitions;
  }
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

/** Whether the class declares `name` abstract (`protected abstract sign(body: string): string`) and no subclass of the file defines it. */
export function isAbstractMember(sourceCode: SourceCode, of: ClassNode, name: string): boolean {
  const members = ownMembers(sourceCode, { kind: 'instance', of });
  return !members.opaque && members.abstract?.has(name) === true && soleSubclass(sourceCode, of) === undefined;
}

/**
 * The superclass a member of a class of the file comes from when the file does not define it: `class CloseTool extends
 * StatefulTool` with `StatefulTool` imported, for `this.seal` that neither class of the file defines. The expression
 * naming that superclass, for a layer that reads other modules; undefined where the file defines the member, may give
 * it a value some other way, or shows no superclass.
 */
export function inheritingSuperClass(sourceCode: SourceCode, owner: MemberOwner, name: string): TSESTree.Expression | undefined {
  if (owner.kind === 'object' || isFunctionNode(owner.of) || name.startsWith('#')) return undefined;
  let current: ClassNode = owner.of;
  for (let depth = 0; depth <= 8; depth += 1) {
    const members = ownMembers(sourceCode, { kind: owner.kind, of: current } as MemberOwner);
    if (members.opaque || members.unclear.has(name) || (members.definitions.get(name)?.length ?? 0) > 0) return undefined;
    if (!current.superClass) return undefined;
    const superClass = skipTypeWrappers(current.superClass);
    const parent = superClass.type === 'Identifier' ? ownerNamed(sourceCode, superClass) : undefined;
    if (!parent) return superClass.type === 'Identifier' || superClass.type === 'MemberExpression' || superClass.type === 'CallExpression' ? superClass : undefined;
    if (isFunctionNode(parent)) return undefined;
    current = parent;
  }
  return undefined;
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

/**
 * The position of the parameter a class made inside a function extends (`(Base) => class extends Base { … }`): a mixin,
 * whose superclass is whatever each call hands that parameter.
 */
export function mixinBaseParameter(sourceCode: SourceCode, node: ClassNode): number | undefined {
  const superClass = node.superClass && skipTypeWrappers(node.superClass);
  if (superClass?.type !== 'Identifier') return undefined;
  const binding = resolveBinding(sourceCode, superClass);
  return binding?.kind === 'parameter' && binding.path.length === 0 ? binding.index : undefined;
}

/** Whether the class itself (not a superclass) defines member `name` of its instances or, with `kind` 'class', its statics. */
export function definesOwnMember(sourceCode: SourceCode, node: ClassNode, kind: 'instance' | 'class', name: string): boolean {
  const members = ownMembers(sourceCode, { kind, of: node } as MemberOwner);
  return members.opaque || members.unclear.has(name) || (members.definitions.get(name)?.length ?? 0) > 0;
}

/** The one class of the file that extends `base` (`class HmacStateCodec extends StateCodec`), when there is exactly one. */
function soleSubclass(sourceCode: SourceCode, base: ClassNode | FunctionNode): ClassNode | undefined {
  if (isFunctionNode(base) || !isExtended(sourceCode, base)) return undefined;
  return soleMatch<ClassNode>(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    if ((node.type !== 'ClassDeclaration' && node.type !== 'ClassExpression') || !node.superClass) return undefined;
    const superClass = skipTypeWrappers(node.superClass);
    return superClass.type === 'Identifier' && ownerNamed(sourceCode, superClass) === base ? node : undefined;
  });
}

/** A class's constructor, when it declares one. */
export function classConstructor(body: TSESTree.ClassBody): FunctionNode | undefined {
  for (const member of body.body) if (member.type === 'MethodDefinition' && member.kind === 'constructor' && member.value.type === 'FunctionExpression') return member.value;
  return undefined;
}

/** `this.ttlMs` of a class whose constructor declares it (`constructor(private readonly ttlMs: number)`): the constructor and that parameter's position. */
export function constructorParameterProperty(member: Node): { readonly fn: FunctionNode; readonly index: number } | undefined {
  const read = skipTypeWrappers(member);
  if (read.type !== 'MemberExpression' || read.object.type !== 'ThisExpression' || read.computed || read.property.type !== 'Identifier') return undefined;
  const name = read.property.name;
  const body = enclosingClassBody(read);
  const constructor = body && classConstructor(body);
  const index = constructor?.params.findIndex((parameter) => {
    if (parameter.type !== 'TSParameterProperty') return false;
    const declared = parameter.parameter.type === 'AssignmentPattern' ? parameter.parameter.left : parameter.parameter;
    return declared.type === 'Identifier' && declared.name === name;
  });
  return constructor && index !== undefined && index >= 0 ? { fn: constructor, index } : undefined;
}

/** Writes of one field looked at, at most. */
const MAX_FIELD_WRITES = 8;

/**
 * Every `this.name = …` of the class `member` (`this.name`, `this.#name`) is read in, wherever in the class it is
 * written (the constructor, a setter, a builder's `withKey(key) { this.key = key; return this; }`); empty past
 * {@link MAX_FIELD_WRITES} or outside a class. For a constructor function, its body and its prototype's methods
 * (`function Store(options) { this.key = options.key; }`, `Store.prototype.seal = function …`) are the class.
 */
export function thisFieldWrites(sourceCode: SourceCode, member: Node): TSESTree.AssignmentExpression[] {
  const read = skipTypeWrappers(member);
  if (read.type !== 'MemberExpression' || read.object.type !== 'ThisExpression' || read.computed) return [];
  const name = read.property.type === 'PrivateIdentifier' ? `#${read.property.name}` : read.property.name;
  const body = enclosingClassBody(read) ?? constructorFunctionBodies(sourceCode, read.object);
  if (!body) return [];
  const writes: TSESTree.AssignmentExpression[] = [];
  const stack: Node[] = Array.isArray(body) ? [...body] : [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'AssignmentExpression' && node.left.type === 'MemberExpression' && node.left.object.type === 'ThisExpression' && !node.left.computed) {
      const property = node.left.property;
      if ((property.type === 'PrivateIdentifier' ? `#${property.name}` : property.type === 'Identifier' ? property.name : '') === name) writes.push(node);
      if (writes.length > MAX_FIELD_WRITES) return [];
    }
    pushChildren(stack, node, sourceCode.visitorKeys);
  }
  return writes;
}

/** The body of the constructor function `this` (in a prototype method or the function itself) is an instance of, and its prototype's methods. */
function constructorFunctionBodies(sourceCode: SourceCode, self: TSESTree.ThisExpression): Node[] | undefined {
  const owner = thisOwner(sourceCode, self);
  if (owner?.kind !== 'instance' || !isFunctionNode(owner.of)) return undefined;
  const constructor = owner.of;
  const isOwner = (candidate: TSESTree.Identifier) => ownerNamed(sourceCode, candidate) === constructor;
  const methods = prototypeFunctions(sourceCode, isOwner).filter((fn) => fn.type === 'FunctionExpression');
  return [constructor.body, ...methods];
}
