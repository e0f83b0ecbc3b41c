import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { pushChildren, type FunctionNode, type Node } from './ast.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A step of ESLint's own traversal of the file (`SourceCode#traverse()`, ESLint 9 and 10): entering or leaving a node. */
interface TraversalStep {
  readonly kind?: unknown;
  readonly phase?: unknown;
  readonly target?: unknown;
}

/** The steps of ESLint's traversal, when they start by entering the file's AST (code path events may come first). */
function traversalSteps(sourceCode: SourceCode): readonly TraversalStep[] | undefined {
  const traverse = (sourceCode as { traverse?: unknown }).traverse;
  const steps: unknown = typeof traverse === 'function' ? traverse.call(sourceCode) : undefined;
  if (!Array.isArray(steps)) return undefined;
  const first = (steps as TraversalStep[]).find((step) => step.kind === VISIT);
  return first !== undefined && first.target === sourceCode.ast && first.phase === ENTER ? (steps as TraversalStep[]) : undefined;
}

/** `kind` of a step that visits a node (`VisitNodeStep` of `@eslint/plugin-kit`), and `phase` of entering it. */
const VISIT = 1;
const ENTER = 1;

/**
 * Calls `visit` with every node of the file, in the order ESLint's traversal enters them (before children, children in
 * source order): from its steps, which ESLint made and keeps before any rule runs, when the source code offers them;
 * else from a walk of the AST.
 */
export function forEachNode(sourceCode: SourceCode, visit: (node: Node) => void): void {
  const steps = traversalSteps(sourceCode);
  if (steps) {
    for (let index = 0; index < steps.length; index += 1) {
      const step = steps[index]!;
      if (step.kind === VISIT && step.phase === ENTER) visit(step.target as Node);
    }
    return;
  }
  const stack: Node[] = [sourceCode.ast];
  const { visitorKeys } = sourceCode;
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    pushChildren(stack, node, visitorKeys);
  }
}

/** The nodes the analyses start from, each list in source order (the order ESLint's traversal enters them). */
export interface NodeIndex {
  readonly calls: readonly TSESTree.CallExpression[];
  readonly newExpressions: readonly TSESTree.NewExpression[];
  readonly objects: readonly TSESTree.ObjectExpression[];
  readonly assignments: readonly TSESTree.AssignmentExpression[];
  readonly updates: readonly TSESTree.UpdateExpression[];
  readonly functions: readonly FunctionNode[];
}

const indexes = new WeakMap<SourceCode, NodeIndex>();

/** The file's {@link NodeIndex}, found in one pass over its nodes when first asked for. */
export function nodeIndexOf(sourceCode: SourceCode): NodeIndex {
  let index = indexes.get(sourceCode);
  if (index) return index;
  const calls: TSESTree.CallExpression[] = [];
  const newExpressions: TSESTree.NewExpression[] = [];
  const objects: TSESTree.ObjectExpression[] = [];
  const assignments: TSESTree.AssignmentExpression[] = [];
  const updates: TSESTree.UpdateExpression[] = [];
  const functions: FunctionNode[] = [];
  forEachNode(sourceCode, (node) => {
    switch (node.type) {
      case 'CallExpression':
        calls.push(node);
        break;
      case 'NewExpression':
        newExpressions.push(node);
        break;
      case 'ObjectExpression':
        objects.push(node);
        break;
      case 'AssignmentExpression':
        assignments.push(node);
        break;
      case 'UpdateExpression':
        updates.push(node);
        break;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        functions.push(node);
        break;
      default:
        break;
    }
  });
  // entered before their children and in their parents' key order, which is source order but for a few kinds of node
  calls.sort((a, b) => a.range[0] - b.range[0]);
  index = { calls, newExpressions, objects, assignments, updates, functions };
  indexes.set(sourceCode, index);
  return index;
}
