import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { Node } from '../analysis/syntax/ast.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Adds `text` as the last property of an object literal, after a trailing comma if there is one. */
export function addProperty(sourceCode: SourceCode, fixer: TSESLint.RuleFixer, object: TSESTree.ObjectExpression, text: string): TSESLint.RuleFix {
  const last = object.properties[object.properties.length - 1];
  if (!last) return fixer.replaceText(object, `{ ${text} }`);
  const after = sourceCode.getTokenAfter(last);
  return after?.value === ',' ? fixer.insertTextAfter(after, ` ${text},`) : fixer.insertTextAfter(last, `, ${text}`);
}

/** The indentation of the line `node` starts, when only whitespace stands before it there; else one space. */
export function indentationOf(sourceCode: SourceCode, node: Node): string {
  const before = sourceCode.lines[node.loc.start.line - 1]?.slice(0, node.loc.start.column) ?? '';
  return /^\s*$/.test(before) ? before : ' ';
}
