import type { TSESLint } from '@typescript-eslint/utils';
import { nodeAt, type Node } from './ast.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const WORD_CHARACTER = /[\w$]/;

const occurrences = new WeakMap<SourceCode, Map<string, readonly Node[]>>();

/**
 * Whether `word` stands in the code itself: as an identifier or property name, or as a string that is just the word
 * (`x['requestState']`) or a key namespaced for it (`_meta['com.example/requestState']`), not only inside longer
 * strings, templates and comments (an error message that names it).
 */
export function writesInCode(sourceCode: SourceCode, word: string): boolean {
  return codeOccurrences(sourceCode, word).length > 0;
}

/** The nodes where `word` stands in the code (see {@link writesInCode}), in source order; found once per file and word. */
export function codeOccurrences(sourceCode: SourceCode, word: string): readonly Node[] {
  let byWord = occurrences.get(sourceCode);
  if (!byWord) {
    byWord = new Map();
    occurrences.set(sourceCode, byWord);
  }
  let found = byWord.get(word);
  if (found === undefined) {
    found = findInCode(sourceCode, word);
    byWord.set(word, found);
  }
  return found;
}

function findInCode(sourceCode: SourceCode, word: string): Node[] {
  const { text, ast, visitorKeys } = sourceCode;
  const found: Node[] = [];
  for (let index = text.indexOf(word); index >= 0; index = text.indexOf(word, index + word.length)) {
    if (WORD_CHARACTER.test(text[index - 1] ?? '') || WORD_CHARACTER.test(text[index + word.length] ?? '')) continue;
    const node: Node | undefined = nodeAt(ast as Node, visitorKeys, index);
    if (!node) continue;
    if (
      node.type === 'Identifier' ||
      node.type === 'PrivateIdentifier' ||
      node.type === 'JSXIdentifier' ||
      (node.type === 'Literal' && (node.value === word || isNamespacedKey(node.value, word))) ||
      (node.type === 'TemplateElement' && node.value.cooked === word)
    ) {
      found.push(node);
    }
  }
  return found;
}

/** `'com.example/requestState'`, `'org.x.requestState'`: a key whose last segment is the word. */
function isNamespacedKey(value: unknown, word: string): boolean {
  return typeof value === 'string' && value.length > word.length && value.endsWith(word) && /[/.:]/.test(value[value.length - word.length - 1]!) && !/\s/.test(value);
}
