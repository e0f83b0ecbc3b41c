import type { TSESLint } from '@typescript-eslint/utils';
import { asModuleFile, clearRealPaths, readModule, statModule, type ModuleFile } from './read.js';
import { parseModule, type ParserChoice } from './parse.js';
import { oxcTools } from './oxc-parse.js';
import { clearLintedTrees, lintedTreeOf } from './linted-trees.js';
import { clearLintedTexts, lintedTextOf } from './linted-texts.js';
import { clearResolutions } from './resolve.js';
import { FreshCache, VERSION_FRESHNESS_MS } from './fresh-cache.js';
import { timed } from './clock.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** At most this many module versions are kept; the least recently used goes first. */
export const MODULE_CACHE_SIZE = 500;

/**
 * A module of the project read from disk: its text at once, its SourceCode when a question needs it (parsed once, by
 * oxc where installed, else once per parser of the files that import it).
 */
export class ProjectModule {
  private readonly parsed = new Map<unknown, SourceCode | null>();

  constructor(readonly file: ModuleFile) {}

  get path(): string {
    return this.file.path;
  }

  get text(): string {
    return this.file.text;
  }

  sourceCode(choice: ParserChoice): SourceCode | undefined {
    // oxc reads every module alike, whichever parser the importing file has
    const key = oxcTools() ? OXC : choice.parser;
    let parsed = this.parsed.get(key);
    if (parsed === undefined) {
      // the tree the linter built when it linted this very text, while the linter still holds it
      const linted = timed('parse', () => lintedTreeOf(this.file));
      if (linted) return linted as unknown as SourceCode;
      parsed = timed('parse', () => parseModule(this.file, choice)) ?? null;
      this.parsed.set(key, parsed);
    }
    return parsed ?? undefined;
  }
}

const OXC = Symbol('oxc');

const cache = new Map<string, ProjectModule | null>();
const versions = new FreshCache<string, ReturnType<typeof statModule>>(4 * MODULE_CACHE_SIZE, VERSION_FRESHNESS_MS);

function versionKey(version: { path: string; mtimeMs: number; size: number }): string {
  return `${version.path}\n${version.mtimeMs}\n${version.size}`;
}

/** The module at `path` as it is on disk (looked at again after a second), read at most once per version (real path, mtime, size). */
export function loadModule(path: string): ProjectModule | undefined {
  const version = versions.get(path, () => statModule(path));
  if (!version) return undefined;
  const key = versionKey(version);
  let module = cache.get(key);
  if (module !== undefined) {
    cache.delete(key);
  } else {
    const linted = lintedTextOf(path, version);
    const file = linted === undefined ? readModule(version) : asModuleFile(version, linted);
    module = file ? new ProjectModule(file) : null;
    if (cache.size >= MODULE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, module);
  return module ?? undefined;
}

/** Forgets every module read (for tests), and the trees kept from the linter unless `keepLintedTrees`. */
export function clearModules({ keepLintedTrees = false } = {}): void {
  cache.clear();
  versions.clear();
  clearResolutions();
  clearRealPaths();
  if (!keepLintedTrees) clearLintedTrees();
  clearLintedTexts();
}
