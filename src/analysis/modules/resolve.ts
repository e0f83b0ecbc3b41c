import { readFileSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve as resolvePath } from 'node:path';
import { isInsideNodeModules } from './read.js';
import { FreshCache } from './fresh-cache.js';

/** The extensions a module file may have, in the order an extensionless specifier of TypeScript tries them. */
export const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'] as const;

/** The order from JavaScript, where Node (and a bundler) takes `x.js` before the `x.ts` it may be compiled from. */
const JAVASCRIPT_FIRST = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts'] as const;

const JAVASCRIPT_IMPORTER = /\.[cm]?jsx?$/;

/** A `.js`-family specifier may name the TypeScript file it is compiled from. */
const SOURCE_OF: Readonly<Record<string, readonly string[]>> = {
  '.js': ['.ts', '.tsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts'],
};

/** What typed linting gives: the TypeScript program, and the TypeScript node of a specifier of the current file. */
export interface ProgramResolution {
  readonly program: unknown;
  readonly tsNodeOf: ((node: object) => unknown) | undefined;
}

function isFile(path: string): boolean {
  try {
    // most candidates are missing: no error is built for them
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

function isKnownExtension(extension: string): boolean {
  return (MODULE_EXTENSIONS as readonly string[]).includes(extension);
}

/** The file a path names as Node and TypeScript find it: as written, with a TypeScript source, an extension, an index. */
export function resolveFile(base: string, fromJavaScript = false): string | undefined {
  const extension = extname(base);
  if (isKnownExtension(extension) && isFile(base)) return base;
  for (const source of SOURCE_OF[extension] ?? []) {
    const candidate = base.slice(0, -extension.length) + source;
    if (isFile(candidate)) return candidate;
  }
  const order = fromJavaScript ? JAVASCRIPT_FIRST : MODULE_EXTENSIONS;
  for (const candidate of order) if (isFile(base + candidate)) return base + candidate;
  for (const candidate of order) if (isFile(join(base, `index${candidate}`))) return join(base, `index${candidate}`);
  return undefined;
}

export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..';
}

interface PackageImports {
  readonly directory: string;
  readonly imports: Record<string, unknown> | undefined;
}

const manifests = new Map<string, PackageImports | null>();

/** The nearest `package.json` at or above `directory` and its `imports` field. */
function nearestManifest(directory: string): PackageImports | undefined {
  const cached = manifests.get(directory);
  if (cached !== undefined) return cached ?? undefined;
  let found: PackageImports | undefined;
  try {
    const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { imports?: unknown };
    const imports = typeof manifest.imports === 'object' && manifest.imports !== null ? (manifest.imports as Record<string, unknown>) : undefined;
    found = { directory, imports };
  } catch {
    const parent = dirname(directory);
    found = parent === directory ? undefined : nearestManifest(parent);
  }
  if (manifests.size > 1000) manifests.clear();
  manifests.set(directory, found ?? null);
  return found;
}

/** Conditions a `package.json` target may be chosen by, as Node picks them (the first listed that applies). */
const CONDITIONS = new Set(['node', 'import', 'require', 'module-sync', 'default']);

function conditionalTarget(target: unknown, depth = 0): string | undefined {
  if (typeof target === 'string') return target;
  if (depth > 4 || typeof target !== 'object' || target === null || Array.isArray(target)) return undefined;
  for (const [condition, value] of Object.entries(target)) {
    if (CONDITIONS.has(condition)) return conditionalTarget(value, depth + 1);
  }
  return undefined;
}

/** `#lib/x` through the nearest `package.json` `imports` (exact keys, and patterns with one `*`). */
function resolvePackageImport(importer: string, specifier: string): string | undefined {
  const manifest = nearestManifest(dirname(importer));
  if (!manifest?.imports) return undefined;
  let target = conditionalTarget(manifest.imports[specifier]);
  if (target === undefined) {
    for (const [key, value] of Object.entries(manifest.imports)) {
      const star = key.indexOf('*');
      if (star < 0 || key.indexOf('*', star + 1) >= 0) continue;
      const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
      if (!specifier.startsWith(prefix) || !specifier.endsWith(suffix) || specifier.length < key.length - 1) continue;
      const matched = specifier.slice(prefix.length, specifier.length - suffix.length);
      target = conditionalTarget(value)?.replaceAll('*', matched);
      break;
    }
  }
  return target?.startsWith('./') ? resolveFile(resolvePath(manifest.directory, target)) : undefined;
}

interface TypeScriptProgram {
  getTypeChecker?(): { getSymbolAtLocation(node: unknown): { declarations?: { getSourceFile?(): { fileName: string } }[] } | undefined };
  getSourceFile?(fileName: string): unknown;
  getResolvedModule?(file: unknown, name: string, mode: number | undefined): { resolvedModule?: { resolvedFileName?: string } } | undefined;
}

/** What the TypeScript program resolved `specifier` to (so `paths` aliases work), from the specifier's node or by name. */
function resolveWithProgram(importer: string, specifier: string, typed: ProgramResolution, node: object | undefined): string | undefined {
  const program = typed.program as TypeScriptProgram;
  try {
    const tsNode = node && typed.tsNodeOf?.(node);
    const symbol = tsNode ? program.getTypeChecker?.().getSymbolAtLocation(tsNode) : undefined;
    const fromChecker = symbol?.declarations?.[0]?.getSourceFile?.().fileName;
    if (fromChecker) return fromChecker;
    const file = program.getSourceFile?.(importer);
    if (!file || !program.getResolvedModule) return undefined;
    for (const mode of [99, 1, undefined]) {
      const resolved = program.getResolvedModule(file, specifier, mode)?.resolvedModule?.resolvedFileName;
      if (resolved) return resolved;
    }
  } catch {
    // a program of another TypeScript version: resolve without it
  }
  return undefined;
}

/**
 * The project file `specifier` names from `importer`: a relative path, a `package.json` `imports` alias, or what the
 * TypeScript program resolves it to. Undefined for packages (and anything under `node_modules`), declaration files and
 * what cannot be found.
 */
export function resolveSpecifier(importer: string, specifier: string, typed?: ProgramResolution, node?: object): string | undefined {
  if (isRelativeSpecifier(specifier) || specifier.startsWith('#')) {
    const fromJavaScript = JAVASCRIPT_IMPORTER.test(importer);
    const directory = dirname(importer);
    return resolutions.get(`${directory}\n${fromJavaScript}\n${specifier}`, () => {
      const found = isRelativeSpecifier(specifier) ? resolveFile(resolvePath(directory, specifier), fromJavaScript) : resolvePackageImport(importer, specifier);
      return projectFile(importer, found);
    });
  }
  return typed && !specifier.startsWith('node:') ? projectFile(importer, resolveWithProgram(importer, specifier, typed, node)) : undefined;
}

/** `resolved` if it is a module of the project: not a declaration file, not under `node_modules`. */
function projectFile(importer: string, resolved: string | undefined): string | undefined {
  if (resolved === undefined || !isAbsolute(resolved) || /\.d\.[cm]?ts$/.test(resolved)) return undefined;
  if (!isKnownExtension(extname(resolved)) || isInsideNodeModules(relative(dirname(importer), resolved))) return undefined;
  return resolved;
}

/** Where a relative or `#` specifier led from a directory: the same for every file there. */
const resolutions = new FreshCache<string, string | undefined>(5000);

/** Forgets every resolution (for tests). */
export function clearResolutions(): void {
  resolutions.clear();
  manifests.clear();
}
