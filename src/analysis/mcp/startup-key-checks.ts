import type { TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, skipValueWrappers, type Node } from '../syntax/ast.js';

/**
 * Whether a literal fallback of a key can never become the key because the code refuses it before any use: the
 * value holding it (or a value made from it, `Buffer.from(raw, 'base64')`) is checked right after it is made, in the
 * same block, by an `if` that throws (`if (KEY.length < 32) throw …`, `if (!key || Buffer.byteLength(key) < 32) throw
 * …`). The check must refuse the fallback itself: a length bound above the fallback's length, or a falsy test of an
 * empty string. Only syntax is read, so the fallback may be written in another module.
 */
export function isRefusedAtStartup(fallback: Node, literal: string | undefined): boolean {
  const declared = holdingDeclarator(fallback);
  if (!declared) return false;
  const { statement, name } = declared;
  const list = statementList(statement);
  if (!list) return false;
  const names = new Set([name]);
  const bytes = literal === undefined ? undefined : Buffer.byteLength(literal, 'utf8');
  for (const next of list.slice(list.indexOf(statement) + 1)) {
    if (next.type === 'VariableDeclaration') {
      // `const key = Buffer.from(raw, 'base64')`: a value made from the checked one is checked in its place
      for (const declarator of next.declarations) {
        if (declarator.id.type === 'Identifier' && declarator.init && mentions(declarator.init, names)) names.add(declarator.id.name);
      }
      continue;
    }
    if (next.type !== 'IfStatement' || !alwaysThrows(next.consequent)) continue;
    if (refuses(next.test, names, bytes, literal === '')) return true;
  }
  return false;
}

const MAX_STEPS = 8;

/** The `const name = …` whose value holds `node` through `??`, `||`, `?:`, conversions and wrappers. */
function holdingDeclarator(node: Node): { statement: TSESTree.VariableDeclaration; name: string } | undefined {
  let current: Node = node;
  for (let steps = 0; steps < MAX_STEPS; steps += 1) {
    const parent = current.parent;
    if (!parent) return undefined;
    if (parent.type === 'VariableDeclarator') {
      const statement = parent.parent;
      return parent.init === current && parent.id.type === 'Identifier' && statement?.type === 'VariableDeclaration'
        ? { statement, name: parent.id.name }
        : undefined;
    }
    const passes =
      parent.type === 'LogicalExpression' ||
      parent.type === 'ConditionalExpression' ||
      parent.type === 'CallExpression' ||
      parent.type === 'MemberExpression' ||
      parent.type === 'AwaitExpression' ||
      parent.type === 'TSAsExpression' ||
      parent.type === 'TSNonNullExpression' ||
      parent.type === 'TSSatisfiesExpression' ||
      parent.type === 'ChainExpression';
    if (!passes) return undefined;
    current = parent;
  }
  return undefined;
}

function statementList(statement: TSESTree.VariableDeclaration): readonly Node[] | undefined {
  const holder = statement.parent?.type === 'ExportNamedDeclaration' ? statement.parent : statement;
  const parent = holder.parent;
  if (parent?.type !== 'Program' && parent?.type !== 'BlockStatement' && parent?.type !== 'StaticBlock') return undefined;
  const list = parent.body as readonly Node[];
  // a declaration exported in place sits in the list as its export
  return holder === statement ? list : list.map((entry) => (entry === holder ? statement : entry));
}

function alwaysThrows(statement: TSESTree.Statement): boolean {
  if (statement.type === 'ThrowStatement') return true;
  if (statement.type !== 'BlockStatement') return false;
  const last = statement.body[statement.body.length - 1];
  return last?.type === 'ThrowStatement' || (last?.type === 'ExpressionStatement' && isExit(last.expression));
}

/** `process.exit(1)`. */
function isExit(expression: TSESTree.Expression): boolean {
  const call = skipValueWrappers(expression);
  return call.type === 'CallExpression' && call.callee.type === 'MemberExpression' && getPropertyName(call.callee) === 'exit';
}

/** Whether `test` is true for the fallback: a length bound it fails, or (for `''`) `!name`. */
function refuses(test: Node, names: ReadonlySet<string>, bytes: number | undefined, empty: boolean): boolean {
  const expression = skipValueWrappers(test);
  if (expression.type === 'LogicalExpression' && expression.operator === '||') {
    return refuses(expression.left, names, bytes, empty) || refuses(expression.right, names, bytes, empty);
  }
  if (expression.type === 'UnaryExpression' && expression.operator === '!') {
    const operand = skipValueWrappers(expression.argument);
    return empty && operand.type === 'Identifier' && names.has(operand.name);
  }
  if (expression.type !== 'BinaryExpression') return false;
  const { operator } = expression;
  const left = skipValueWrappers(expression.left);
  const right = skipValueWrappers(expression.right);
  const [measured, bound, flipped] = isLengthOf(left, names) ? [left, right, false] : isLengthOf(right, names) ? [right, left, true] : [undefined, undefined, false];
  if (!measured || bound?.type !== 'Literal' || typeof bound.value !== 'number') return false;
  const limit = bound.value;
  const length = bytes ?? 0;
  const op = flipped ? FLIPPED[operator] : operator;
  switch (op) {
    case '<':
      return length < limit;
    case '<=':
      return length <= limit;
    case '!==':
    case '!=':
      return length !== limit;
    case '===':
    case '==':
      return length === limit;
    default:
      return false;
  }
}

const FLIPPED: Readonly<Record<string, string>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '!==': '!==', '!=': '!=', '===': '===', '==': '==' };

/** `name.length`, `name.byteLength`, `Buffer.byteLength(name)`, `new TextEncoder().encode(name).length`. */
function isLengthOf(node: Node, names: ReadonlySet<string>): boolean {
  if (node.type === 'MemberExpression') {
    const property = getPropertyName(node);
    return (property === 'length' || property === 'byteLength') && mentions(node.object, names);
  }
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && getPropertyName(node.callee) === 'byteLength') {
    const [first] = node.arguments;
    return first !== undefined && mentions(first, names);
  }
  return false;
}

/** Whether `node` reads one of `names` (as an identifier anywhere inside it, not as a property name). */
function mentions(node: Node, names: ReadonlySet<string>): boolean {
  let found = false;
  const visit = (current: unknown, parentKey: string | undefined, parent: Node | undefined): void => {
    if (found || !current || typeof current !== 'object') return;
    const candidate = current as Node;
    if (typeof candidate.type !== 'string') return;
    if (candidate.type === 'Identifier') {
      const isPropertyName = parent?.type === 'MemberExpression' && parentKey === 'property' && !parent.computed;
      if (!isPropertyName && names.has(candidate.name)) found = true;
      return;
    }
    for (const [key, value] of Object.entries(candidate)) {
      if (key === 'parent' || key === 'range' || key === 'loc') continue;
      if (Array.isArray(value)) for (const item of value) visit(item, key, candidate);
      else visit(value, key, candidate);
    }
  };
  visit(node, undefined, undefined);
  return found;
}
