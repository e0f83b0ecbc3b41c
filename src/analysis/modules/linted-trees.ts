import type { TSESLint } from '@typescript-eslint/utils';
import type { ModuleFile } from './read.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * At most this many linted trees are kept; the oldest goes first. They are held, not weakly referenced: a `WeakRef`
 * keeps its target alive until the current job ends, and a program that lints file after file without waiting for
 * I/O (`lintText` in a loop) is one job, so every tree would stay in memory to the end.
 */
export const MAX_LINTED_TREES = 32;

/**
 * The trees the linter built for the files it linted last, by path. A file that imports one of them reads it from
 * here, instead of parsing it again, as long as its text is the one on disk.
 */
const linted = new Map<string, SourceCode>();

export function rememberLintedTree(path: string, sourceCode: SourceCode): void {
  linted.delete(path);
  if (linted.size >= MAX_LINTED_TREES) linted.delete(linted.keys().next().value!);
  linted.set(path, sourceCode);
}

/** The linter's tree of `file`, when it linted that very text lately. */
export function lintedTreeOf(file: ModuleFile): SourceCode | undefined {
  const tree = linted.get(file.path);
  return tree?.text === file.text ? tree : undefined;
}

export function clearLintedTrees(): void {
  linted.clear();
}
