import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { enclosingClassBody, getPropertyName, pushChildren, skipTypeWrappers, thisMemberName, type Expression, type Node } from '../syntax/ast.js';
import { findVariable } from './bindings.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The members an object literal is given after it is made: each one written by name, and whether every write names one. */
export interface LaterWrites {
  readonly fields: ReadonlyMap<string, Expression>;
  /** False when a write names its member by a value (`claims[key] = value`) or merges another object in. */
  readonly complete: boolean;
  /** What writes that name their member by a value give (`cache[tool] = createCodec(tool)`). */
  readonly computed: readonly Expression[];
  /**
   * Any member may be anything: another object is merged in (`Object.assign(holder, …)`), or there are more writes than
   * are looked at.
   */
  readonly anyMember: boolean;
}

/** Writes looked at, at most: past them the object's members are not known. */
const MAX_WRITES = 32;

/**
 * What an object literal is given through the variable or the field that holds it (`const claims = {}; claims.sub =
 * user;`, `this.claims = {}` with `this.claims.tool = name` in a builder's method), undefined when nothing writes to it.
 */
export function laterMemberWrites(sourceCode: SourceCode, literal: TSESTree.ObjectExpression): LaterWrites | undefined {
  if (writesByLiteral.has(literal)) return writesByLiteral.get(literal);
  const writes = findLaterWrites(sourceCode, literal);
  writesByLiteral.set(literal, writes);
  return writes;
}

const writesByLiteral = new WeakMap<TSESTree.ObjectExpression, LaterWrites | undefined>();

function findLaterWrites(sourceCode: SourceCode, literal: TSESTree.ObjectExpression): LaterWrites | undefined {
  let held: Node = literal;
  // `const config = module.exports = {}`: the variable holds the object the assignment gives
  while (
    held.parent &&
    (held.parent.type === 'TSAsExpression' ||
      held.parent.type === 'TSSatisfiesExpression' ||
      held.parent.type === 'TSTypeAssertion' ||
      (held.parent.type === 'AssignmentExpression' && held.parent.operator === '=' && held.parent.right === held && held.parent.parent?.type !== 'ExpressionStatement'))
  ) {
    held = held.parent;
  }
  const holder = held.parent;
  if (holder?.type === 'VariableDeclarator' && holder.init === held && holder.id.type === 'Identifier') return variableWrites(sourceCode, holder.id);
  const field = holder?.type === 'AssignmentExpression' && holder.right === held && holder.operator === '=' ? thisMemberName(holder.left) : holder?.type === 'PropertyDefinition' && holder.value === held ? fieldKeyName(holder) : undefined;
  const body = field !== undefined ? enclosingClassBody(held) : undefined;
  return body && field !== undefined ? fieldWrites(sourceCode, body, field) : undefined;
}

function variableWrites(sourceCode: SourceCode, id: TSESTree.Identifier): LaterWrites | undefined {
  const variable = findVariable(sourceCode, id);
  if (!variable) return undefined;
  const writes = new Writes();
  for (const reference of variable.references) {
    if (reference.init) continue;
    writes.note(reference.identifier as Node);
    if (writes.count > MAX_WRITES) return { fields: writes.fields, complete: false, computed: writes.computed, anyMember: true };
  }
  return writes.result();
}

function fieldWrites(sourceCode: SourceCode, body: TSESTree.ClassBody, name: string): LaterWrites | undefined {
  const writes = new Writes();
  const stack: Node[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'MemberExpression' && thisMemberName(node) === name) {
      writes.note(node);
      if (writes.count > MAX_WRITES) return { fields: writes.fields, complete: false, computed: writes.computed, anyMember: true };
      continue;
    }
    pushChildren(stack, node, sourceCode.visitorKeys);
  }
  return writes.result();
}

/** The writes through one holder (`claims`, `this.claims`) of the object. */
class Writes {
  readonly fields = new Map<string, Expression>();
  readonly computed: Expression[] = [];
  count = 0;
  private merged = false;

  /** A use of the holder: `holder.name = value` gives a member, `holder[key] = value` and `Object.assign(holder, …)` any. */
  note(holder: Node): void {
    let use: Node = holder;
    while (use.parent && (use.parent.type === 'TSNonNullExpression' || use.parent.type === 'TSAsExpression')) use = use.parent;
    const parent = use.parent;
    if (parent?.type === 'MemberExpression' && parent.object === use && parent.parent?.type === 'AssignmentExpression' && parent.parent.left === parent) {
      this.count += 1;
      const name = getPropertyName(parent);
      if (name === undefined) this.computed.push(parent.parent.right);
      else if (!this.fields.has(name)) this.fields.set(name, parent.parent.right);
      return;
    }
    if (parent?.type === 'CallExpression' && parent.arguments[0] === use && isObjectAssign(parent.callee)) {
      this.count += 1;
      this.merged = true;
    }
  }

  result(): LaterWrites | undefined {
    if (this.count === 0) return undefined;
    return { fields: this.fields, complete: this.computed.length === 0 && !this.merged, computed: this.computed, anyMember: this.merged };
  }
}

function isObjectAssign(callee: Node): boolean {
  const expression = skipTypeWrappers(callee);
  return expression.type === 'MemberExpression' && expression.object.type === 'Identifier' && expression.object.name === 'Object' && getPropertyName(expression) === 'assign';
}

function fieldKeyName(definition: TSESTree.PropertyDefinition): string | undefined {
  if (definition.computed) return undefined;
  return definition.key.type === 'PrivateIdentifier' ? `#${definition.key.name}` : definition.key.type === 'Identifier' ? definition.key.name : undefined;
}
