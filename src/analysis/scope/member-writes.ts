import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticKeyName, skipTypeWrappers, type Expression, type Node } from '../syntax/ast.js';
import { nodeIndexOf } from '../syntax/node-index.js';
import { findVariable, resolveBinding } from './bindings.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** `exports.NAME` or `module.exports.NAME`: the two ways to reach what a CommonJS module exports. */
export type ExportsObject = 'exports' | 'module.exports';

/**
 * The members the file's top-level statements give values with `=`: `exports.sign = …`, `module.exports.sign = …`,
 * `module.exports = { sign, … }`, `Signer.prototype.sign = …`, `Signer.prototype = { … }`, `Signer.create = …`.
 */
interface TopLevelWrites {
  /** `exports.NAME = value` and `module.exports.NAME = value`, by name. */
  readonly exported: Map<string, { readonly via: ExportsObject; readonly value: Expression }[]>;
  /** `module.exports = value` and `exports = value`. */
  readonly replaced: { readonly via: ExportsObject; readonly value: Expression }[];
  /** `Owner.prototype.NAME = value` (`prototype` true) and `Owner.NAME = value`, by member name. */
  readonly members: Map<string, OwnerWrite[]>;
  /** `Owner.prototype = value`. */
  readonly prototypes: OwnerWrite[];
  /** `Object.assign(exports, …)`, `Object.defineProperty(module.exports, …)`: any export may be anything. */
  readonly exportsMerged: boolean;
}

/** `owner.name = value` or `owner.prototype.name = value` at the top level. */
export interface OwnerWrite {
  readonly owner: TSESTree.Identifier;
  readonly prototype: boolean;
  readonly value: Expression;
}

const writesByFile = new WeakMap<SourceCode, TopLevelWrites>();

function topLevelWrites(sourceCode: SourceCode): TopLevelWrites {
  let writes = writesByFile.get(sourceCode);
  if (writes) return writes;
  const exportsMerged = /Object\s*\.\s*(?:assign|defineProperty|defineProperties)\s*\(\s*(?:module\s*\.\s*)?exports\b/.test(sourceCode.text);
  writes = { exported: new Map(), replaced: [], members: new Map(), prototypes: [], exportsMerged };
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== 'ExpressionStatement') continue;
    const expressions = statement.expression.type === 'SequenceExpression' ? statement.expression.expressions : [statement.expression];
    for (let expression of expressions) {
      // `a.x = b.y = value`: every member of the chain gets the value at its end.
      const targets: Node[] = [];
      while (expression.type === 'AssignmentExpression' && expression.operator === '=') {
        targets.push(expression.left);
        expression = expression.right;
      }
      for (const target of targets) recordWrite(sourceCode, writes, target, expression);
    }
  }
  // `module.exports = StateSeal; module.exports.fromConfig = …`: a member of `StateSeal` itself
  const [replacement, ...others] = writes.replaced;
  const owner = replacement?.via === 'module.exports' && others.length === 0 ? skipTypeWrappers(replacement.value) : undefined;
  if (owner?.type === 'Identifier') {
    for (const [name, list] of writes.exported) {
      for (const write of list) if (write.via === 'module.exports') pushTo(writes.members, name, { owner, prototype: false, value: write.value });
    }
  }
  writesByFile.set(sourceCode, writes);
  return writes;
}

function recordWrite(sourceCode: SourceCode, writes: TopLevelWrites, target: Node, value: Expression): void {
  if (target.type === 'Identifier' && target.name === 'exports' && isUndeclared(sourceCode, target)) {
    writes.replaced.push({ via: 'exports', value });
    return;
  }
  if (target.type !== 'MemberExpression') return;
  const name = getPropertyName(target);
  if (name === undefined) return;
  const object = skipTypeWrappers(target.object);
  const via = exportsObjectOf(sourceCode, object);
  if (via) {
    pushTo(writes.exported, name, { via, value });
    return;
  }
  if (isModuleExports(sourceCode, target)) {
    writes.replaced.push({ via: 'module.exports', value });
    return;
  }
  if (object.type === 'Identifier') {
    if (name === 'prototype') writes.prototypes.push({ owner: object, prototype: true, value });
    else pushTo(writes.members, name, { owner: object, prototype: false, value });
    return;
  }
  if (object.type === 'MemberExpression' && getPropertyName(object) === 'prototype' && object.object.type === 'Identifier') {
    pushTo(writes.members, name, { owner: object.object, prototype: true, value });
  }
}

function pushTo<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

function isUndeclared(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  const variable = findVariable(sourceCode, identifier);
  return !variable || variable.defs.length === 0;
}

function isModuleExports(sourceCode: SourceCode, node: Node): boolean {
  return (
    node.type === 'MemberExpression' &&
    getPropertyName(node) === 'exports' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'module' &&
    isUndeclared(sourceCode, node.object)
  );
}

/** Whether `node` is the CommonJS `exports` (or `module.exports`) object, and which spelling. */
export function exportsObjectOf(sourceCode: SourceCode, node: Node): ExportsObject | undefined {
  const object = skipTypeWrappers(node);
  if (object.type === 'Identifier' && object.name === 'exports' && isUndeclared(sourceCode, object)) return 'exports';
  return isModuleExports(sourceCode, object) ? 'module.exports' : undefined;
}

/**
 * The values the file's top level gives the export `name` read through `via` (`exports.sign = function …`,
 * `module.exports = { sign }`), or undefined when it cannot tell: the export is also written elsewhere, `exports` is
 * replaced, or the exports object is replaced by anything but an object literal without spreads.
 */
export function exportedValues(sourceCode: SourceCode, via: ExportsObject, name: string): readonly Expression[] | undefined {
  const writes = topLevelWrites(sourceCode);
  if (writes.exportsMerged) return undefined;
  const values: Expression[] = [];
  if (writes.replaced.length > 0) {
    const [replacement, ...others] = writes.replaced;
    const literal = replacement && skipTypeWrappers(replacement.value);
    if (via === 'exports' || others.length > 0 || replacement!.via !== 'module.exports' || literal?.type !== 'ObjectExpression') return undefined;
    for (const property of literal.properties) {
      if (property.type === 'SpreadElement' || property.kind !== 'init') return undefined;
      if (getStaticKeyName(property.key, property.computed) === name) values.push(property.value as Expression);
    }
  }
  const written = writes.exported.get(name) ?? [];
  for (const write of written) if (writes.replaced.length === 0 || write.via === 'module.exports') values.push(write.value);
  return mayAssignElsewhere(sourceCode, name, (write) => !mayAliasExports(sourceCode, write.owner)) ? undefined : values;
}

/** Whether `identifier` may hold the exports object (`const api = module.exports;`): anything but a value made here. */
function mayAliasExports(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  const binding = resolveBinding(sourceCode, identifier);
  if (binding?.kind === 'class' || binding?.kind === 'function') return false;
  return binding?.kind !== 'initialized' || binding.path.length > 0 || !MADE_HERE.has(skipTypeWrappers(binding.init).type);
}

/** Expressions that make a new value: never the exports object, nor an instance of a class but through `new`. */
export const MADE_HERE: ReadonlySet<string> = new Set([
  'ObjectExpression',
  'ArrayExpression',
  'Literal',
  'TemplateLiteral',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'ClassExpression',
  'NewExpression',
]);

/**
 * The values the file's top level gives member `name` of `owner` (a class or function the identifiers it is written
 * through resolve to, as `isOwner` says): on its prototype (`Owner.prototype.name = …`, the `name` of an object
 * literal assigned to `Owner.prototype`) or on itself (`Owner.name = …`). Undefined when `Owner.prototype` is replaced
 * by anything else.
 */
export function ownerWrites(
  sourceCode: SourceCode,
  isOwner: (identifier: TSESTree.Identifier) => boolean,
  name: string,
  prototype: boolean,
): readonly Expression[] | undefined {
  const writes = topLevelWrites(sourceCode);
  const values: Expression[] = [];
  if (prototype) {
    for (const replacement of writes.prototypes) {
      if (!isOwner(replacement.owner)) continue;
      const literal = skipTypeWrappers(replacement.value);
      if (literal.type !== 'ObjectExpression') return undefined;
      for (const property of literal.properties) {
        if (property.type === 'SpreadElement') return undefined;
        if (getStaticKeyName(property.key, property.computed) !== name) continue;
        if (property.kind !== 'init') return undefined;
        values.push(property.value as Expression);
      }
    }
  }
  for (const write of writes.members.get(name) ?? []) if (write.prototype === prototype && isOwner(write.owner)) values.push(write.value);
  return values;
}

/** The functions the file's top level assigns to `Owner.prototype.*` (their `this` is an `Owner`). */
export function prototypeFunctions(sourceCode: SourceCode, isOwner: (identifier: TSESTree.Identifier) => boolean): Expression[] {
  const functions: Expression[] = [];
  for (const list of topLevelWrites(sourceCode).members.values()) {
    for (const write of list) if (write.prototype && isOwner(write.owner)) functions.push(write.value);
  }
  return functions;
}

/** How many writes of member `name` the top level shows through receivers other than `this`. */
function topLevelWriteCount(sourceCode: SourceCode, name: string): number {
  const writes = topLevelWrites(sourceCode);
  return (writes.exported.get(name)?.length ?? 0) + (writes.members.get(name)?.length ?? 0) + (name === 'prototype' ? writes.prototypes.length : 0);
}

const writeCounts = new WeakMap<SourceCode, Map<string, number>>();

/**
 * Whether the file may give member `name` a value through a receiver other than `this` that the caller does not
 * account for: a top-level `owner.name = …` whose receiver `understood` turns away, or any write the top level does
 * not show. Every `x.name = …`, `x.name += …`, `x['name'] = …`, `x.name++`, `--x.name` of the file not written on
 * `this` is counted, all names in one pass over its nodes.
 */
export function mayAssignElsewhere(sourceCode: SourceCode, name: string, understood: (write: OwnerWrite) => boolean): boolean {
  let counts = writeCounts.get(sourceCode);
  if (!counts) {
    counts = countMemberWrites(sourceCode);
    writeCounts.set(sourceCode, counts);
  }
  if ((counts.get(name) ?? 0) > topLevelWriteCount(sourceCode, name)) return true;
  return !(topLevelWrites(sourceCode).members.get(name) ?? []).every(understood);
}

function countMemberWrites(sourceCode: SourceCode): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (written: Node) => {
    const target = skipTypeWrappers(written);
    if (target.type !== 'MemberExpression' || target.object.type === 'ThisExpression') return;
    const name = getPropertyName(target);
    if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + 1);
  };
  const { assignments, updates } = nodeIndexOf(sourceCode);
  for (const assignment of assignments) count(assignment.left);
  for (const update of updates) count(update.argument);
  return counts;
}

