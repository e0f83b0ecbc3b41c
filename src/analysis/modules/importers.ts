/**
 * Which modules of a package load a given module: the reverse of an import. The package's source files are listed
 * once per `FRESHNESS_MS` (never `node_modules`, build output or a tool's hidden folder) and each text is scanned for
 * the specifiers it writes; only a file that writes one whose last segment could name the module is resolved. The
 * answer depends only on the files on disk, never on the order in which the linter reaches them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { FreshCache } from './fresh-cache.js';
import { nearestManifest, exportsTargets, type Manifest } from './package-json.js';
import { loadModule, type ProjectModule } from './module-cache.js';
import { MAX_MODULE_BYTES, statModule } from './read.js';
import { timed } from './clock.js';
import { projectSpecifiersOf } from './specifiers.js';

/** How the modules a module imports resolve (a `ProjectImports`). */
interface Resolver {
  importsOf(module: ProjectModule): { module(specifier: string): ProjectModule | undefined };
}

/** A package with more source files than this is not listed: its importers are unknown. */
export const MAX_PACKAGE_FILES = 2000;
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'out', 'coverage']);
/** Hidden folders that hold tools' state or build output, never a module of the project. */
const SKIPPED_HIDDEN_FOLDERS = new Set(['.git', '.hg', '.svn', '.next', '.nuxt', '.output', '.svelte-kit', '.turbo', '.cache', '.vercel', '.netlify', '.wrangler', '.yarn', '.pnpm-store', '.idea', '.vscode', '.angular', '.parcel-cache', '.serverless', '.aws-sam']);
/** Any quoted specifier a file may load a module by (relative, `#`, an alias or a workspace package's name). */
const QUOTED_SPECIFIER = /(?:\bfrom|\bimport|\brequire\s*\()\s*(['"])([^'"\n]+)\1/g;

/** A module that loads another one, with the specifiers it writes that resolve to it. */
export interface Importer {
  readonly module: ProjectModule;
  readonly specifiers: readonly string[];
}

/** Each source file of a package, by the last segment (extension cut) of every specifier its text writes. */
type StemIndex = ReadonlyMap<string, readonly string[]>;

/** The package's files, by the specifiers they write and by the keys they set on a request's context. */
interface PackageIndex {
  readonly stems: StemIndex;
  /** `c.set('sealer', …)` (Hono and the like): the files that write each key. */
  readonly contextKeys: ReadonlyMap<string, readonly string[]>;
  /** The files that write a dependency-injection provider (`useValue`, `useFactory`, `useClass`). */
  readonly providers: readonly string[];
  /** `fastify.decorate('stateCodec', …)`, `decorateRequest`, `decorateReply`: the files that decorate each name. */
  readonly decorations: ReadonlyMap<string, readonly string[]>;
  /** The files that write `requestState` onto an object (`outcome.requestState = …`): a hook that rewrites what handlers return. */
  readonly stateWriters: readonly string[];
  /** `locator.register('stateCodec', (l) => …)`: the files that register a service's factory under each key (`'stateCodec'`, `Tokens.Sealer`). */
  readonly registrations: ReadonlyMap<string, readonly string[]>;
}

/** `.register('stateCodec', …)`, `.register(TOKENS.sealer, …)`: a service locator's or a container's registration. */
const REGISTRATION =
  /\.(?:register(?:Singleton|Scoped|Transient|Factory)?|add(?:Singleton|Scoped|Transient)?|singleton|scoped|transient|factory|provide)(?:<[^()]*>)?\(\s*(?:(['"])([\w$.:-]+)\1|([\w$]+\.[\w$]+))\s*,/g;

/** `x.requestState = …`, not a comparison. */
const STATE_WRITE = /\.requestState\s*=(?!=)/;

/** `.decorate('stateCodec', …)` (Fastify's instance, request and reply decorations). */
const DECORATION = /\.decorate(?:Request|Reply)?\(\s*(['"])([\w$]+)\1\s*,/g;

const PROVIDER_WORD = /\buse(?:Factory|Value|Class)\b/;

/** `.set('key', …)`: a write of a key on a context object (a Map's too: the question then finds no parameter holding it). */
const CONTEXT_KEY_WRITE = /\.set\(\s*(['"])([\w$.-]+)\1\s*,/g;

const indexes = new FreshCache<string, PackageIndex | undefined>(16);
const importerLists = new FreshCache<string, readonly Importer[] | undefined>(500);

/**
 * The modules of `path`'s package that import, require or re-export it, each as `imports` would resolve it; undefined
 * when they cannot all be known: no `package.json` above it, a package entry (code outside the package calls it), or
 * a package too large to list.
 */
export function importersOf(imports: Resolver, path: string): readonly Importer[] | undefined {
  return importerLists.get(path, () => timed('importers', () => findImporters(imports, path)));
}

function findImporters(imports: Resolver, path: string): readonly Importer[] | undefined {
  const manifest = nearestManifest(dirname(path));
  if (!manifest || isPackageEntry(manifest, path)) return undefined;
  const index = indexFor(path)?.stems;
  if (!index) return undefined;
  // modules are known by their real paths: a project reached through a symlink (`/tmp` → `/private/tmp`) too
  const target = statModule(path)?.path ?? path;
  const stems = stemsNaming(path);
  const candidates = new Set(stems.flatMap((stem) => index.get(stem) ?? []));
  const importers: Importer[] = [];
  for (const candidate of [...candidates].sort()) {
    const module = loadModule(candidate);
    if (!module || module.path === target) continue;
    const resolver = imports.importsOf(module);
    const specifiers = projectSpecifiersOf(module, true).filter((specifier) => stems.includes(stemOf(specifier)) && resolver.module(specifier)?.path === target);
    if (specifiers.length > 0) importers.push({ module, specifiers });
  }
  return importers;
}

/** The last segments a specifier naming `path` may end with: its name, and for an `index` file its folder's. */
function stemsNaming(path: string): string[] {
  const stem = stemOf(path);
  return stem === 'index' ? [stem, basename(dirname(path))] : [stem];
}

function stemOf(specifier: string): string {
  const last = basename(specifier);
  const extension = extname(last);
  return extension === '' || /\d/.test(extension) ? last : last.slice(0, -extension.length);
}

/** Whether `path` is what the package's `main`, `module` or `exports` gives to code outside it. */
function isPackageEntry(manifest: Manifest, path: string): boolean {
  const { main, module, exports } = manifest.json;
  const entries = [main, module, ...exportsTargets(exports, '.', ['import', 'require', 'node', 'default', 'types'])].filter((entry): entry is string => typeof entry === 'string');
  const within = withoutExtension(relative(manifest.directory, path));
  // `main: "src/index.js"` and `main: "src/index"` both name `src/index.ts`
  return entries.some((entry) => withoutExtension(relative(manifest.directory, resolve(manifest.directory, entry))) === within);
}

function withoutExtension(path: string): string {
  return path.slice(0, path.length - extname(path).length);
}

function indexPackage(directory: string): PackageIndex | undefined {
  const files: string[] = [];
  if (!listSources(directory, files)) return undefined;
  const stems = new Map<string, string[]>();
  const contextKeys = new Map<string, string[]>();
  const providers: string[] = [];
  const decorations = new Map<string, string[]>();
  const stateWriters: string[] = [];
  const registrations = new Map<string, string[]>();
  const add = (index: Map<string, string[]>, key: string, file: string) => {
    const list = index.get(key);
    if (list) list.push(file);
    else index.set(key, [file]);
  };
  for (const file of files.sort()) {
    const text = readText(file);
    if (text === undefined) continue;
    for (const stem of new Set([...text.matchAll(QUOTED_SPECIFIER)].map((match) => stemOf(match[2]!)))) add(stems, stem, file);
    for (const key of new Set([...text.matchAll(CONTEXT_KEY_WRITE)].map((match) => match[2]!))) add(contextKeys, key, file);
    if (PROVIDER_WORD.test(text)) providers.push(file);
    for (const name of new Set([...text.matchAll(DECORATION)].map((match) => match[2]!))) add(decorations, name, file);
    if (STATE_WRITE.test(text)) stateWriters.push(file);
    // (a key as `serviceKeyRead` spells it: a string in single quotes, a constant's member as written)
    for (const key of new Set([...text.matchAll(REGISTRATION)].map((match) => (match[2] === undefined ? match[3]! : `'${match[2]}'`)))) add(registrations, key, file);
  }
  return { stems, contextKeys, providers, decorations, stateWriters, registrations };
}

/** The modules of `path`'s package that decorate `name` (`fastify.decorate('stateCodec', …)`); undefined when it cannot be listed. */
export function decoratorsOf(path: string, name: string): readonly ProjectModule[] | undefined {
  const index = indexFor(path);
  return index && modulesOf(index.decorations.get(name));
}

/** The modules of `path`'s package that write `requestState` onto an object (`outcome.requestState = …`); undefined when it cannot be listed. */
export function stateWritersOf(path: string): readonly ProjectModule[] | undefined {
  const index = indexFor(path);
  return index && modulesOf(index.stateWriters);
}

/** The modules of `path`'s package that register a service's factory under `key`; undefined when it cannot be listed. */
export function registrarsOf(path: string, key: string): readonly ProjectModule[] | undefined {
  const index = indexFor(path);
  return index && modulesOf(index.registrations.get(key));
}

/** The modules of `path`'s package that write a dependency-injection provider; undefined when it cannot be listed. */
export function providerModulesOf(path: string): readonly ProjectModule[] | undefined {
  const index = indexFor(path);
  return index && modulesOf(index.providers);
}

/**
 * The modules of `path`'s package whose text sets `key` on a context (`c.set('sealer', …)`): where what `c.get('sealer')`
 * reads is written. Undefined when the package cannot be listed.
 */
export function contextWritersOf(path: string, key: string): readonly ProjectModule[] | undefined {
  const index = indexFor(path);
  return index && modulesOf(index.contextKeys.get(key));
}

/**
 * The index a module's neighbours are found in: its package's, or — for a module inside the package's build output
 * (`dist/`, `build/`, `out/`: a package that ships only compiled JavaScript), which the package's index leaves out — that
 * folder's, whose modules import each other.
 */
function indexFor(path: string): PackageIndex | undefined {
  const manifest = nearestManifest(dirname(path));
  if (!manifest) return undefined;
  const steps = relative(manifest.directory, path).split(sep);
  const built = steps.slice(0, -1).findIndex((step) => SKIPPED_FOLDERS.has(step) && step !== 'node_modules');
  if (built === -1) return packageIndexOf(manifest);
  const folder = join(manifest.directory, ...steps.slice(0, built + 1));
  return indexes.get(folder, () => indexPackage(folder));
}

/** The index of the package `manifest` heads, made once per `FRESHNESS_MS`; undefined when it cannot be listed. */
function packageIndexOf(manifest: Manifest | undefined): PackageIndex | undefined {
  return manifest && indexes.get(manifest.directory, () => indexPackage(manifest.directory));
}

function modulesOf(files: readonly string[] = []): ProjectModule[] {
  return files.flatMap((file) => loadModule(file) ?? []);
}

/** Collects the package's source files under `directory` (not those of a nested package); false past {@link MAX_PACKAGE_FILES}. */
function listSources(directory: string, into: string[], depth = 0): boolean {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return true;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_FOLDERS.has(entry.name) || SKIPPED_HIDDEN_FOLDERS.has(entry.name) || depth > 12 || isPackage(path)) continue;
      if (!listSources(path, into, depth + 1)) return false;
    } else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      into.push(path);
      if (into.length > MAX_PACKAGE_FILES) return false;
    }
  }
  return true;
}

/** A folder with its own `package.json`: another package, whose importers are its own. */
function isPackage(directory: string): boolean {
  try {
    return statSync(join(directory, 'package.json')).isFile();
  } catch {
    return false;
  }
}

function readText(path: string): string | undefined {
  try {
    if (statSync(path).size > MAX_MODULE_BYTES) return undefined;
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Forgets every package listed (for tests). */
export function clearImporters(): void {
  indexes.clear();
  importerLists.clear();
}
