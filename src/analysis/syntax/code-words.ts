import type { TSESLint } from '@typescript-eslint/utils';
import { nodeAt, type Node } from './ast.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const WORD_CHARACTER = /[\w$]/;

const answers = new WeakMap<SourceCode, Map<string, boolean>>();

/**
 * Whether `word` stands in the code itself: as an identifier or property name, or as a string that is just the word
 * (`x['requestState']`), not only inside longer strings, templates and comments (an error message that names it).
 */
export function writesInCode(sourceCode: SourceCode, word: string): boolean {
  let byWord = answers.get(sourceCode);
  if (!byWord) {
    byWord = new Map();
    answers.set(sourceCode, byWord);
  }
  let answer = byWord.get(word);
  if (answer === undefined) {
    answer = findInCode(sourceCode, word);
    byWord.set(word, answer);
  }
  return answer;
}

function findInCode(sourceCode: SourceCode, word: string): boolean {
  const { text, ast, visitorKeys } = sourceCode;
  for (let index = text.indexOf(word); index >= 0; index = text.indexOf(word, index + word.length)) {
    if (WORD_CHARACTER.test(text[index - 1] ?? '') || WORD_CHARACTER.test(text[index + word.length] ?? '')) continue;
    const node: Node | undefined = nodeAt(ast as Node, visitorKeys, index);
    if (!node) continue;
    if (node.type === 'Identifier' || node.type === 'PrivateIdentifier' || node.type === 'JSXIdentifier') return true;
    if (node.type === 'Literal' && node.value === word) return true;
    if (node.type === 'TemplateElement' && node.value.cooked === word) return true;
  }
  return false;
}
