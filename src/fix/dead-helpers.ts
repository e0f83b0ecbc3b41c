import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { FunctionNode, Node } from '../analysis/syntax/ast.js';
import { statementRemovalRange } from './remove-element.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type Range = readonly [number, number];

/** A function the file can remove: a declaration statement (not exported), or a `#private` method. */
function removableDeclaration(fn: FunctionNode): TSESTree.FunctionDeclaration | TSESTree.MethodDefinition | undefined {
  if (fn.type === 'FunctionDeclaration' && (fn.parent?.type === 'Program' || fn.parent?.type === 'BlockStatement')) return fn;
  const method = fn.parent;
  if (method?.type === 'MethodDefinition' && method.key.type === 'PrivateIdentifier' && method.value === fn) return method;
  return undefined;
}

function inside(node: Node, ranges: readonly Range[]): boolean {
  return ranges.some(([start, end]) => node.range[0] >= start && node.range[1] <= end);
}

/** The uses of a removable function: the references to its name, or every `this.#name` / `x.#name` of its class. */
function usesOf(sourceCode: SourceCode, declaration: TSESTree.FunctionDeclaration | TSESTree.MethodDefinition): Node[] | undefined {
  if (declaration.type === 'FunctionDeclaration') {
    const [variable] = sourceCode.getDeclaredVariables(declaration);
    return variable?.references.map((reference) => reference.identifier);
  }
  const name = (declaration.key as TSESTree.PrivateIdentifier).name;
  const body = declaration.parent;
  if (body.type !== 'ClassBody') return undefined;
  const uses: Node[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'MemberExpression' && node.property.type === 'PrivateIdentifier' && node.property.name === name) uses.push(node);
    for (const key of sourceCode.visitorKeys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      for (const item of Array.isArray(child) ? child : [child]) {
        if (item && typeof item === 'object' && typeof (item as Node).type === 'string') visit(item as Node);
      }
    }
  };
  visit(body);
  return uses;
}

/**
 * The whole lines of a removed declaration, with the blank line after it when a blank line or the block's `{` comes
 * before it, so neither a gap of two blank lines nor a blank line opening the block is left.
 */
function removalRange(sourceCode: SourceCode, declaration: TSESTree.FunctionDeclaration | TSESTree.MethodDefinition): Range {
  const [start, end] = statementRemovalRange(sourceCode, declaration as unknown as TSESTree.Statement);
  const blank = /^[ \t]*\r?\n/.exec(sourceCode.text.slice(end));
  const opensGap = /(?:^|\n)[ \t]*\r?\n[ \t]*$|\{[ \t]*\r?\n[ \t]*$/.test(sourceCode.text.slice(0, start));
  return blank && opensGap ? [start, end + blank[0].length] : [start, end];
}

/**
 * The ranges to remove once a migration rewrote every call of `migrated` (the hand-rolled sealer and opener): each
 * function used nowhere else, and then each local function only they used (a MAC helper), so the old code does not
 * stay behind unused. A function still used elsewhere, exported, not a declaration, or holding or following a comment
 * (which would go with it) stays.
 */
export function deadHelperRanges(sourceCode: SourceCode, migrated: readonly FunctionNode[], rewritten: readonly Range[]): Range[] {
  const removed: Range[] = [];
  const declarations = new Set<TSESTree.FunctionDeclaration | TSESTree.MethodDefinition>();
  const tryRemove = (fn: FunctionNode, onlyUsedThere: boolean): boolean => {
    const declaration = removableDeclaration(fn);
    if (!declaration || declarations.has(declaration)) return false;
    // a comment in or on it would go with it: the function stays, unused
    if (sourceCode.getCommentsInside(declaration).length > 0 || sourceCode.getCommentsBefore(declaration).length > 0) return false;
    const uses = usesOf(sourceCode, declaration)?.filter((use) => !inside(use, [declaration.range]));
    if (!uses || (onlyUsedThere && uses.length === 0) || !uses.every((use) => inside(use, [...rewritten, ...removed]))) return false;
    declarations.add(declaration);
    removed.push(removalRange(sourceCode, declaration));
    return true;
  };
  for (const fn of migrated) tryRemove(fn, false);
  // the local functions only the removed ones called (a MAC helper), until none is left
  for (let changed = true; changed; ) {
    changed = false;
    const candidates = [...sourceCode.ast.body, ...[...declarations].flatMap((declaration) => (declaration.parent.type === 'ClassBody' ? declaration.parent.body : []))];
    for (const candidate of candidates) {
      const fn = candidate.type === 'FunctionDeclaration' ? candidate : candidate.type === 'MethodDefinition' && candidate.value.type === 'FunctionExpression' ? candidate.value : undefined;
      if (fn && tryRemove(fn, true)) changed = true;
    }
  }
  return removed;
}
