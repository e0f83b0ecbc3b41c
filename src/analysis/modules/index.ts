/**
 * The modules layer: the other modules of the project a file imports — how a specifier resolves (resolve.ts: relative
 * paths as Node and TypeScript find them, `package.json` `imports` and `exports`, tsconfig `paths`/`baseUrl` with
 * `extends` and references, a workspace's own packages by name, the TypeScript program's resolution under typed
 * linting last), reading a module once per version into a bounded cache, parsing it as the current file is parsed,
 * and what it exports (ES exports and re-exports, CommonJS `module.exports` and `exports.x`). Packages whose real path
 * is under `node_modules` are never read; anything missing, unreadable, binary, too large or unparsable is silence.
 * It knows nothing about what a value is; it imports the syntax and scope layers.
 */
import type { TSESLint } from '@typescript-eslint/utils';
import { clearModules, loadModule, type ProjectModule } from './module-cache.js';
import { clearImporters } from './importers.js';
import { resolveSpecifier, type ProgramResolution } from './resolve.js';
import { canParse, defaultParser, withoutProgram, type ParserChoice } from './parse.js';
import { rememberLintedTree } from './linted-trees.js';
import { rememberLintedText } from './linted-texts.js';
import type { TreeOrigin } from './scope-analyzers.js';
import { isInsideNodeModules } from './read.js';
import { isFresh } from './fresh-cache.js';
import { timed } from './clock.js';
import { dirname, relative, sep } from 'node:path';

export { MODULE_CACHE_SIZE, ProjectModule } from './module-cache.js';
export { FRESHNESS_MS, VERSION_FRESHNESS_MS } from './fresh-cache.js';
export { crossModuleTime, timed, type CrossModuleWork } from './clock.js';
export { exportedAs, exportMapOf, namespaceExportsOf, type ExportMap, type ExportTarget } from './exports.js';
export { lastParsedModules, moduleParseCount, sourceTypeOf, type ParserChoice } from './parse.js';
export { moduleScopeAnalysisCount } from './module-source.js';
export { keepLintedTree, keptLintedTreeCount, MAX_KEPT_TREE_BYTES, onLintedTreeKept } from './linted-trees.js';
export { MAX_MODULE_BYTES, moduleReadCount } from './read.js';
export { MAX_LINTED_TEXT_LENGTH } from './linted-texts.js';
export { resolveSpecifier, type ProgramResolution } from './resolve.js';
export { projectSpecifiersOf, typeOnlyLoads } from './specifiers.js';
export { contextWritersOf, decoratorsOf, importersOf, providerModulesOf, registrarsOf, stateWritersOf, type Importer, MAX_PACKAGE_FILES } from './importers.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Forgets every module read and every package listed (for tests), and the trees kept from the linter unless `keepLintedTrees`. */
export function clearModuleCache(options: { keepLintedTrees?: boolean } = {}): void {
  clearModules(options);
  clearImporters();
}
type AnyContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** The modules of the project one file imports, resolved once per specifier for the life of its analysis. */
export class ProjectImports {
  private readonly resolved = new Map<string, ProjectModule | null>();

  constructor(
    readonly filename: string,
    readonly parser: ParserChoice,
    private readonly typed: ProgramResolution | undefined,
  ) {}

  /** The project module `specifier` names (`node`: its string literal in this file, for the TypeScript program). */
  module(specifier: string, node?: object): ProjectModule | undefined {
    let module = this.resolved.get(specifier);
    if (module === undefined) {
      const path = timed('resolve', () => resolveSpecifier(this.filename, specifier, this.typed, node));
      module = (path === undefined ? undefined : timed('read', () => loadModule(path))) ?? null;
      // a symlink of the project into node_modules (a linked workspace package) is a package too
      if (module && module.path !== path && isInsideNodeModules(relative(dirname(this.filename), module.path))) module = null;
      this.resolved.set(specifier, module);
    }
    return module ?? undefined;
  }

  /** The parsed module, with its scope analysis, or undefined when it does not parse. */
  sourceCodeOf(module: ProjectModule): SourceCode | undefined {
    return module.sourceCode(this.parser);
  }

  /**
   * How the imports of `module` itself resolve (the same parser, the program without this file's node map). The
   * answer is kept for {@link FRESHNESS_MS}, so that a chain of modules is resolved once per lint run yet a
   * long-lived process (an editor) sees a module further along the chain change.
   */
  importsOf(module: ProjectModule): ProjectImports {
    let byParser = importsByModule.get(module);
    if (!byParser) {
      byParser = new Map();
      importsByModule.set(module, byParser);
    }
    const now = Date.now();
    let entry = byParser.get(this.parser.parser);
    if (!entry || !isFresh(entry.since, now)) {
      entry = { since: now, imports: new ProjectImports(module.path, this.parser, this.typed && { program: this.typed.program, tsNodeOf: undefined }) };
      byParser.set(this.parser.parser, entry);
    }
    return entry.imports;
  }
}

const importsByModule = new WeakMap<ProjectModule, Map<unknown, { readonly since: number; readonly imports: ProjectImports }>>();

/** `filename` from `cwd`: cut off when it starts there (the common case, and cheaper than `path.relative`). */
function relativeToCwd(cwd: string, filename: string): string {
  const last = cwd[cwd.length - 1];
  const prefix = last === '/' || last === '\\' ? cwd : `${cwd}${sep}`;
  return filename.startsWith(prefix) ? filename.slice(prefix.length) : relative(cwd, filename);
}

interface LanguageOptions {
  readonly parser?: unknown;
  readonly parserOptions?: Record<string, unknown>;
  readonly sourceType?: string;
  readonly ecmaVersion?: unknown;
}

/** How the linter built the tree it hands the rules, for the two parsers whose trees this layer knows how to scope again. */
function treeOriginOf(parser: unknown, languageOptions: LanguageOptions | undefined): TreeOrigin | undefined {
  const named = parser as { meta?: { name?: unknown }; name?: unknown };
  const name = named.meta?.name ?? named.name;
  const kind = name === 'typescript-eslint/parser' ? 'typescript' : name === 'espree' ? 'espree' : undefined;
  if (!kind) return undefined;
  const ecmaVersion = languageOptions?.ecmaVersion;
  const features = languageOptions?.parserOptions?.ecmaFeatures as { jsx?: unknown } | undefined;
  return {
    parser: kind,
    sourceType: languageOptions?.sourceType ?? 'module',
    ecmaVersion: typeof ecmaVersion === 'number' ? ecmaVersion : 2022,
    jsx: features?.jsx === true,
  };
}

/**
 * How the file `context` lints imports project modules: undefined for a file not on disk, and for a file of a package
 * (under `node_modules` from where ESLint runs), whose modules are never read either.
 */
export function projectImportsOf(context: AnyContext): ProjectImports | undefined {
  const filename = context.physicalFilename ?? context.filename;
  if (!filename || !filename.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(filename)) return undefined;
  if (filename.includes('node_modules') && isInsideNodeModules(relativeToCwd(context.cwd ?? '/', filename))) return undefined;
  const languageOptions = context.languageOptions as LanguageOptions | undefined;
  const parser = languageOptions?.parser ?? defaultParser();
  if (!parser) return undefined;
  // Oxlint's source code is one object refilled for every file: its trees cannot be kept for later
  if (canParse(parser)) rememberLintedTree(filename, context.sourceCode, treeOriginOf(parser, languageOptions));
  rememberLintedText(filename, context.sourceCode.text);
  const services = context.sourceCode.parserServices as { program?: unknown; esTreeNodeToTSNodeMap?: { get(node: object): unknown } } | undefined;
  const program = services?.program ?? undefined;
  const nodeMap = services?.esTreeNodeToTSNodeMap;
  const typed = program ? { program, tsNodeOf: nodeMap ? (node: object) => nodeMap.get(node) : undefined } : undefined;
  return new ProjectImports(filename, { parser, parserOptions: withoutProgram(languageOptions?.parserOptions) }, typed);
}
export { nearestManifest } from './package-json.js';
export { resolveFile } from './files.js';
