import type { TSESLint } from '@typescript-eslint/utils';
import type { Node } from '../syntax/ast.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Whether every name `expression` reads means the same variable at `usedAt` as where it is written. */
export function readsSameNamesAt(sourceCode: SourceCode, expression: Node, usedAt: Node): boolean {
  const here = sourceCode.getScope(expression);
  const there = sourceCode.getScope(usedAt);
  let same = true;
  const visit = (node: Node): void => {
    if (!same) return;
    if (node.type === 'Identifier') {
      const parent = node.parent;
      const isPropertyName =
        (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) ||
        (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand);
      if (!isPropertyName && lookup(here, node.name) !== lookup(there, node.name)) same = false;
      return;
    }
    for (const key of sourceCode.visitorKeys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) {
        for (const item of child) if (item && typeof (item as Node).type === 'string') visit(item as Node);
      } else if (child && typeof (child as Node).type === 'string') {
        visit(child as Node);
      }
    }
  };
  visit(expression);
  return same;
}

type Scope = ReturnType<SourceCode['getScope']>;

function lookup(scope: Scope | null, name: string): unknown {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}
