import type { TSESLint } from '@typescript-eslint/utils';
import type { ModuleFile } from './read.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** At most this many linted files are remembered; the oldest goes first. */
const MAX_LINTED = 10_000;

/**
 * The trees the linter built for the files it linted, by path. A file that imports one of them reads it from here,
 * instead of parsing it again, as long as the linter's tree is still in memory and its text is the one on disk. Held
 * weakly: the linter lets go of a file's tree when it moves on to the next file, and nothing here keeps it alive.
 */
const linted = new Map<string, WeakRef<SourceCode>>();

export function rememberLintedTree(path: string, sourceCode: SourceCode): void {
  if (linted.size >= MAX_LINTED) linted.delete(linted.keys().next().value!);
  linted.delete(path);
  linted.set(path, new WeakRef(sourceCode));
}

/** The linter's tree of `file`, when it linted that very text and the tree is still in memory. */
export function lintedTreeOf(file: ModuleFile): SourceCode | undefined {
  const tree = linted.get(file.path)?.deref();
  if (!tree) linted.delete(file.path);
  return tree?.text === file.text ? tree : undefined;
}

export function clearLintedTrees(): void {
  linted.clear();
}
