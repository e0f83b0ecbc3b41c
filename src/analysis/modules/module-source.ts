import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { pushChildren } from '../syntax/ast.js';

type Node = TSESTree.Node;
type ScopeManager = NonNullable<TSESLint.SourceCode['scopeManager']>;
type Scope = ReturnType<ScopeManager['acquire']>;
export type VisitorKeys = Readonly<Record<string, readonly string[] | undefined>>;

let scopeAnalyses = 0;

/** How many modules read on the side had their scopes analysed in this process (for tests: only those a question needs). */
export function moduleScopeAnalysisCount(): number {
  return scopeAnalyses;
}

/**
 * What the analysis asks of a module read on the side, as ESLint's `SourceCode` answers it for the linted file: the
 * text, the tree (every node with its `parent` and `loc`), its visitor keys, scope analysis, a node's text and scope.
 * No question about another module reads tokens or comments. Scopes are analysed when first asked for.
 */
export class ModuleSource {
  readonly parserServices = {};
  private readonly lineStarts: number[];
  private scopes: ScopeManager | undefined;

  /** `analyze` runs when a question first needs scopes: what a module exports, and where, is read without them. */
  constructor(
    readonly text: string,
    readonly ast: TSESTree.Program,
    private readonly analyze: () => ScopeManager,
    readonly visitorKeys: VisitorKeys,
    /** `linked`: a tree the linter built, whose nodes have their `parent` and `loc` already. */
    { linked = false } = {},
  ) {
    this.lineStarts = linked ? [] : lineStartsOf(text);
    if (!linked) linkNodes(ast, visitorKeys, (node) => ((node as { loc?: unknown }).loc ??= this.locOf(node.range)));
  }

  get scopeManager(): ScopeManager {
    if (this.scopes === undefined) {
      scopeAnalyses += 1;
      this.scopes = this.analyze();
    }
    return this.scopes;
  }

  getText(node?: { range: readonly [number, number] }): string {
    return node ? this.text.slice(node.range[0], node.range[1]) : this.text;
  }

  /** The innermost scope that holds `node`, as ESLint's `SourceCode#getScope` finds it. */
  getScope(node: Node): NonNullable<Scope> {
    const inner = node.type !== 'Program';
    for (let current: Node | undefined = node; current; current = current.parent) {
      const scope = this.scopeManager.acquire(current, inner);
      if (scope) return scope.type === 'function-expression-name' ? scope.childScopes[0]! : scope;
    }
    return this.scopeManager.scopes[0]!;
  }

  getDeclaredVariables(node: Node): ReturnType<ScopeManager['getDeclaredVariables']> {
    return this.scopeManager.getDeclaredVariables(node);
  }

  private locOf(range: readonly [number, number]): TSESTree.SourceLocation {
    return { start: this.positionOf(range[0]), end: this.positionOf(range[1]) };
  }

  private positionOf(offset: number): TSESTree.Position {
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! };
  }
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|[\r\n\u2028\u2029]/g)) starts.push(match.index + match[0].length);
  return starts;
}

/** Gives every node below `root` its `parent` (as ESLint does before rules run) and whatever else `visit` adds. */
function linkNodes(root: Node, visitorKeys: VisitorKeys, visit: (node: Node) => void): void {
  const stack: Node[] = [root];
  visit(root);
  const link = (parent: Node, child: Node): boolean => {
    (child as { parent?: Node }).parent = parent;
    visit(child);
    return true;
  };
  while (stack.length > 0) pushChildren(stack, stack.pop()!, visitorKeys as TSESLint.SourceCode.VisitorKeys, link);
}
