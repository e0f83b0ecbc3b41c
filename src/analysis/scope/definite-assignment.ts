import type { TSESTree } from '@typescript-eslint/utils';
import type { Node } from '../syntax/ast.js';
import type { AssignedBinding } from './bindings.js';

type Statement = TSESTree.Statement | TSESTree.Program;

/**
 * Where an assignment of a binding has surely run: for each block that holds a statement which completes normally only
 * after one of the assignments ran, the start of the first such statement.
 */
type AssignedFrom = Map<Node, number>;

const assignedFromByBinding = new WeakMap<AssignedBinding, AssignedFrom>();

/**
 * Whether one of the binding's assignments has surely run when `read` is evaluated: a statement before it in one of
 * its blocks assigns the variable (or leaves by `return`/`throw`) on every path — `x = a;`, `if (c) x = a; else x = b;`,
 * `try { x = a; } catch { return; }`. A read inside a function declaration is never: the function may be called first.
 */
export function isAssignedBefore(binding: AssignedBinding, read: Node): boolean {
  let assignedFrom = assignedFromByBinding.get(binding);
  if (!assignedFrom) {
    assignedFrom = findAssignedFrom(binding);
    assignedFromByBinding.set(binding, assignedFrom);
  }
  if (assignedFrom.size === 0) return false;
  let child: Node = read;
  for (let node = read.parent; node; child = node, node = node.parent) {
    if (child.type === 'FunctionDeclaration') return false;
    const start = assignedFrom.get(node);
    if (start !== undefined && start < child.range[0]) return true;
  }
  return false;
}

function findAssignedFrom(binding: AssignedBinding): AssignedFrom {
  const assignedFrom: AssignedFrom = new Map();
  const assigning = new Set<Node>(binding.assignments);
  const memo = new Map<Node, boolean>();
  const assigns = (statement: Node | null | undefined): boolean => {
    if (!statement) return false;
    let answer = memo.get(statement);
    if (answer === undefined) {
      memo.set(statement, false);
      answer = statementAssigns(statement, assigning, assigns);
      memo.set(statement, answer);
    }
    return answer;
  };
  for (const assignment of binding.assignments) {
    let statement = statementOf(assignment);
    while (statement) {
      const parent: Node | undefined = statement.parent;
      if (!parent) break;
      if (isStatementList(parent)) {
        const recorded = assignedFrom.get(parent);
        if (recorded === undefined || statement.range[0] < recorded) assignedFrom.set(parent, statement.range[0]);
      }
      statement = enclosingAssigningStatement(statement, parent, assigns);
    }
  }
  return assignedFrom;
}

/** The expression statement an assignment stands in as a whole (`x = a;`, `x = a, y = b;`), if any. */
function statementOf(assignment: TSESTree.AssignmentExpression): Statement | undefined {
  let node: Node = assignment;
  while (node.parent?.type === 'SequenceExpression') node = node.parent;
  return node.parent?.type === 'ExpressionStatement' ? node.parent : undefined;
}

function isStatementList(node: Node): boolean {
  return node.type === 'BlockStatement' || node.type === 'Program' || node.type === 'StaticBlock' || node.type === 'SwitchCase';
}

/** The statement around `statement` that also completes normally only once the variable is assigned, if any. */
function enclosingAssigningStatement(statement: Node, parent: Node, assigns: (statement: Node | null | undefined) => boolean): Statement | undefined {
  switch (parent.type) {
    case 'BlockStatement':
      return parent;
    case 'IfStatement': {
      const other = statement === parent.consequent ? parent.alternate : parent.consequent;
      return assigns(other) ? parent : undefined;
    }
    case 'TryStatement':
      if (statement === parent.finalizer) return parent;
      return statement === parent.block && (!parent.handler || assigns(parent.handler.body)) ? parent : undefined;
    default:
      return undefined;
  }
}

/** Whether `statement`, when it completes normally, has run one of `assigning` (vacuously so when it never does). */
function statementAssigns(statement: Node, assigning: ReadonlySet<Node>, assigns: (statement: Node | null | undefined) => boolean): boolean {
  switch (statement.type) {
    case 'ReturnStatement':
    case 'ThrowStatement':
      return true;
    case 'ExpressionStatement': {
      const expression = statement.expression;
      if (expression.type === 'SequenceExpression') return expression.expressions.some((part) => assigning.has(part));
      return assigning.has(expression);
    }
    case 'BlockStatement':
      return statement.body.some(assigns);
    case 'IfStatement':
      return assigns(statement.consequent) && assigns(statement.alternate);
    case 'TryStatement':
      return assigns(statement.finalizer) || (assigns(statement.block) && (!statement.handler || assigns(statement.handler.body)));
    default:
      return false;
  }
}

/**
 * The value an assignment just gave the variable `read` reads: the statement right before the one `read` is in, in the
 * same block, is that assignment (`cached = decoded; return cached;`), of a value that does not read the variable
 * itself. Nothing runs between the two.
 */
export function valueAssignedJustBefore(binding: AssignedBinding, read: Node): TSESTree.Expression | undefined {
  let statement: Node = read;
  for (let parent = read.parent; parent && !isStatementList(parent); statement = parent, parent = parent.parent) {
    if (parent.type === 'FunctionDeclaration' || parent.type === 'FunctionExpression' || parent.type === 'ArrowFunctionExpression') return undefined;
  }
  const list = statement.parent;
  const statements: readonly Node[] | undefined = list?.type === 'SwitchCase' ? list.consequent : list?.type === 'BlockStatement' || list?.type === 'StaticBlock' ? list.body : undefined;
  if (!statements) return undefined;
  const previous = statements[statements.indexOf(statement) - 1];
  if (previous?.type !== 'ExpressionStatement' || previous.expression.type !== 'AssignmentExpression') return undefined;
  const assignment = previous.expression;
  if (assignment.operator !== '=' || !binding.assignments.includes(assignment)) return undefined;
  // `v = (v % 1000000) + ''`: a value made of what the variable held before is worked out with all its values
  const index = binding.values.indexOf(assignment.right);
  return index >= 0 && binding.readsItself[index] ? undefined : assignment.right;
}
