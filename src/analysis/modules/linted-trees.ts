import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { ModuleFile } from './read.js';
import { ModuleSource, type VisitorKeys } from './module-source.js';
import { rescoperFor, type TreeOrigin } from './scope-analyzers.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type ScopeManager = NonNullable<TSESLint.SourceCode['scopeManager']>;

/**
 * The source text of the linted modules kept for importers because their text names what importers ask about, at
 * most: a tree with its tokens takes about 110 bytes of memory per byte of source, so this is about 20 MiB. The oldest
 * kept goes first.
 */
export const MAX_KEPT_TREE_BYTES = 192 * 1024;

/** Of the other linted modules, the trees of those linted last are kept, up to this much source text (about 7 MiB). */
export const MAX_RECENT_TREE_BYTES = 64 * 1024;

/**
 * A tree the linter built, kept once the linter is done with its file, without what the linter built around it (the
 * token index, the scopes, the file's own analysis): an importer linted later reads the module from here.
 */
interface KeptTree {
  readonly text: string;
  readonly ast: TSESTree.Program;
  readonly visitorKeys: VisitorKeys;
  /** Its scopes, analysed again when a question first needs them, or the linter's where that cannot be done. */
  readonly scopes: ScopeManager | ((program: TSESTree.Program, visitorKeys: VisitorKeys) => ScopeManager);
}

interface LintedFile {
  readonly path: string;
  readonly sourceCode: SourceCode;
  readonly origin: TreeOrigin;
  /** Whether an importer's questions may well read it (see {@link keepLintedTree}); undefined: not to be kept. */
  mayMatter: boolean | undefined;
}

interface KeptEntry {
  readonly tree: KeptTree;
  source?: ModuleSource;
}

/** Kept trees by path, the oldest going first once their source text passes `maxBytes`. */
class TreeShelf {
  private readonly entries = new Map<string, KeptEntry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(path: string): KeptEntry | undefined {
    return this.entries.get(path);
  }

  put(path: string, entry: KeptEntry): void {
    this.remove(path);
    this.entries.set(path, entry);
    this.bytes += entry.tree.text.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  remove(path: string): void {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.entries.delete(path);
    this.bytes -= entry.tree.text.length;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** The file being linted: its tree belongs to the linter until the next file starts. */
let current: LintedFile | undefined;
/** The trees of modules that may matter to importers, and of the others linted last. */
const mayMatter = new TreeShelf(MAX_KEPT_TREE_BYTES);
const recent = new TreeShelf(MAX_RECENT_TREE_BYTES);
let keptCount = 0;
const releaseHandlers: ((program: TSESTree.Program) => void)[] = [];

/** `release` runs for the tree of each linted file that is kept: what was built on it for the file's own lint may go. */
export function onLintedTreeKept(release: (program: TSESTree.Program) => void): void {
  if (!releaseHandlers.includes(release)) releaseHandlers.push(release);
}

/**
 * The linter has started on `path`: the file linted before it is done, and its tree is kept if it was marked. `origin`
 * is undefined for a parser whose trees and scopes this layer does not know: such a tree is never kept.
 */
export function rememberLintedTree(path: string, sourceCode: SourceCode, origin: TreeOrigin | undefined): void {
  if (current?.sourceCode === sourceCode) return;
  if (current) settle(current);
  current = origin && { path, sourceCode, origin, mayMatter: undefined };
}

/**
 * Keep the tree of the file being linted for its importers once the linter is done with it: among the trees of
 * modules that may matter to them (its text names what their questions read), or else among the last linted.
 */
export function keepLintedTree(sourceCode: SourceCode, mayMatterToImporters: boolean): void {
  if (current?.sourceCode === sourceCode) current.mayMatter = mayMatterToImporters;
}

function settle(file: LintedFile): void {
  mayMatter.remove(file.path);
  recent.remove(file.path);
  if (file.mayMatter === undefined) return;
  const { text, ast, visitorKeys } = file.sourceCode;
  const scopes = rescoperFor(file.origin) ?? file.sourceCode.scopeManager;
  if (!scopes) return;
  keptCount += 1;
  (file.mayMatter ? mayMatter : recent).put(file.path, { tree: { text, ast, visitorKeys: visitorKeys as VisitorKeys, scopes } });
  for (const release of releaseHandlers) release(ast);
}

/** How many linted trees were kept in this process (for tests). */
export function keptLintedTreeCount(): number {
  return keptCount;
}

/**
 * The linter's tree of `file`, when it linted that very text: the file it is linting now (as the linter built it), or a
 * kept one, read as a module is read on the side.
 */
export function lintedTreeOf(file: ModuleFile): SourceCode | ModuleSource | undefined {
  if (current?.path === file.path) {
    if (current.sourceCode.text === file.text) return current.sourceCode;
    return undefined;
  }
  const entry = mayMatter.get(file.path) ?? recent.get(file.path);
  if (!entry || entry.tree.text !== file.text) return undefined;
  entry.source ??= moduleSourceOf(entry.tree);
  return entry.source;
}

function moduleSourceOf({ text, ast, visitorKeys, scopes }: KeptTree): ModuleSource {
  const analyze = typeof scopes === 'function' ? () => scopes(ast, visitorKeys) : () => scopes;
  return new ModuleSource(text, ast, analyze, visitorKeys, { linked: true });
}

export function clearLintedTrees(): void {
  current = undefined;
  mayMatter.clear();
  recent.clear();
}
