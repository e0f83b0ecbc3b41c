import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

type SourceCode = Readonly<TSESLint.SourceCode>;
type Range = readonly [number, number];

/** Whether only whitespace precedes `node` on its first line. */
function startsLine(sourceCode: SourceCode, node: TSESTree.Node | TSESTree.Token): boolean {
  const line = sourceCode.lines[node.loc.start.line - 1] ?? '';
  return line.slice(0, node.loc.start.column).trim() === '';
}

function lineStart(sourceCode: SourceCode, line: number): number {
  return sourceCode.getIndexFromLoc({ line, column: 0 });
}

/** The end of the text of `line`, before its line break. */
function lineEnd(sourceCode: SourceCode, line: number): number {
  return lineStart(sourceCode, line) + (sourceCode.lines[line - 1] ?? '').length;
}

/** The start of the line after `line`, or the end of the text on the last line. */
function nextLineStart(sourceCode: SourceCode, line: number): number {
  return line < sourceCode.lines.length ? lineStart(sourceCode, line + 1) : sourceCode.text.length;
}

/**
 * The text to remove so that a property or spread disappears from its object literal and the rest keeps its
 * formatting: a property on lines of its own goes with its lines, `{ a, b }` becomes `{ a }`, `{ a }` becomes `{}`.
 */
export function elementRemovalRange(sourceCode: SourceCode, element: TSESTree.Property | TSESTree.SpreadElement): Range | undefined {
  const before = sourceCode.getTokenBefore(element);
  const after = sourceCode.getTokenAfter(element);
  if (!before || !after) return undefined;
  if (after.value === ',') {
    const next = sourceCode.getTokenAfter(after, { includeComments: true });
    if (!next) return undefined;
    if (startsLine(sourceCode, element) && next.loc.start.line > after.loc.end.line) {
      return [lineStart(sourceCode, element.loc.start.line), nextLineStart(sourceCode, after.loc.end.line)];
    }
    return [element.range[0], next.range[0]];
  }
  if (before.value === ',') {
    // `  a,\n  b // note\n}` → `  a // note\n}`: a comment after the element stays
    const trailing = sourceCode.getTokenAfter(element, { includeComments: true });
    if (trailing && trailing !== after && trailing.loc.start.line === element.loc.end.line) return [before.range[0], element.range[1]];
    if (startsLine(sourceCode, element) && after.loc.start.line > element.loc.end.line) {
      const previous = sourceCode.getTokenBefore(before, { includeComments: true });
      // `  a,\n  b\n}` → `  a\n}`: drop the comma and the element's lines.
      return previous && previous.loc.end.line === before.loc.start.line
        ? [before.range[0], lineEnd(sourceCode, element.loc.end.line)]
        : undefined;
    }
    return [before.range[0], element.range[1]];
  }
  return [before.range[1], after.range[0]];
}

/** The text to remove for a statement: its whole lines when it stands alone on them. */
export function statementRemovalRange(sourceCode: SourceCode, statement: TSESTree.Statement): Range {
  const previous = sourceCode.getTokenBefore(statement, { includeComments: true });
  const next = sourceCode.getTokenAfter(statement, { includeComments: true });
  const alone =
    (!previous || previous.loc.end.line < statement.loc.start.line) && (!next || next.loc.start.line > statement.loc.end.line);
  return alone
    ? [lineStart(sourceCode, statement.loc.start.line), nextLineStart(sourceCode, statement.loc.end.line)]
    : [statement.range[0], statement.range[1]];
}
