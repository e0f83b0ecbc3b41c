/**
 * Where a specifier leads, as Node and TypeScript find it, without a TypeScript program: relative paths; `#` aliases of
 * `package.json` `imports`; bare specifiers through the tsconfig that includes the importer (`paths`, `baseUrl`), the
 * package's own name (self-reference through `exports`), a workspace package — linked into `node_modules` from the
 * repository, or listed by the workspace root — through its `exports`/`main` (a build output that does not exist read
 * from its source). A package whose real path is inside `node_modules` is never read. Under typed linting the program's
 * answer is asked last. Every answer is cached and looked at again after a while.
 */
import { realpathSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, extname, isAbsolute, join, relative, resolve as resolvePath } from 'node:path';
import { isProjectSpecifier, isRelativeSpecifier } from '../scope/modules.js';
import { isInsideNodeModules } from './read.js';
import { FreshCache } from './fresh-cache.js';
import { clearFilesNamed, isDeclarationFile, isDirectory, isFile, isKnownExtension, resolveFile } from './files.js';
import { clearJsonFiles, jsonFileAt } from './json-file.js';
import { clearManifests, exportsTargets, importsTargets, nearestManifest, packageNameOf } from './package-json.js';
import { clearTsconfigs, resolveWithTsconfig, tsconfigOf } from './tsconfig.js';
import { clearWorkspaces, workspacePackageDirectory } from './workspaces.js';
import { sourceOfOutput } from './outputs.js';
import { sourceTypeOf } from './parse.js';

export { MODULE_EXTENSIONS, resolveFile } from './files.js';

const JAVASCRIPT_IMPORTER = /\.[cm]?jsx?$/;

/** What typed linting gives: the TypeScript program, and the TypeScript node of a specifier of the current file. */
export interface ProgramResolution {
  readonly program: unknown;
  readonly tsNodeOf: ((node: object) => unknown) | undefined;
}

/** How an importer loads: with `require` (CommonJS) or `import`, by its extension and its package's `type`. */
interface Mode {
  readonly fromJavaScript: boolean;
  readonly conditions: readonly string[];
}

/** The `exports`/`imports` conditions Node and TypeScript apply (`types` is TypeScript's; its declaration files lead to sources). */
const IMPORT_CONDITIONS = ['types', 'node', 'import', 'module-sync', 'default'] as const;
const REQUIRE_CONDITIONS = ['types', 'node', 'require', 'default'] as const;

function modeOf(importer: string): Mode {
  const fromJavaScript = JAVASCRIPT_IMPORTER.test(importer);
  let commonJs = false;
  try {
    commonJs = sourceTypeOf(importer) === 'commonjs';
  } catch {
    // an unreadable package.json: as ESM
  }
  return { fromJavaScript, conditions: commonJs ? REQUIRE_CONDITIONS : IMPORT_CONDITIONS };
}

/**
 * The code file a package target names inside the package at `directory`: the file when it is code, else the source
 * of a declaration file or of a build output that does not exist.
 */
function packageFile(directory: string, path: string, mode: Mode): string | undefined {
  if (isDeclarationFile(path)) return sourceOfOutput(directory, path);
  const found = resolveFile(path, mode.fromJavaScript);
  return found && !isDeclarationFile(found) ? found : sourceOfOutput(directory, path);
}

/** The file `subpath` (`.` or `./x`) of the package at `directory`: through `exports` when it has them, else `main`, `types`, an index, a file. */
function resolveInPackage(directory: string, subpath: string, mode: Mode): string | undefined {
  const manifest = jsonFileAt(join(directory, 'package.json')) ?? {};
  if (manifest.exports !== undefined && manifest.exports !== null) {
    for (const target of exportsTargets(manifest.exports, subpath, mode.conditions)) {
      const found = target.startsWith('./') ? packageFile(directory, resolvePath(directory, target), mode) : undefined;
      if (found) return found;
    }
    return undefined;
  }
  if (subpath !== '.') return packageFile(directory, join(directory, subpath.slice(2)), mode);
  for (const field of ['main', 'types', 'typings']) {
    const target = manifest[field];
    const found = typeof target === 'string' && target !== '' ? packageFile(directory, resolvePath(directory, target), mode) : undefined;
    if (found) return found;
  }
  return resolveFile(join(directory, 'index'), mode.fromJavaScript);
}

/**
 * The real directory of the package `name` as Node looks it up from `directory` (the nearest `node_modules/name`):
 * null when it is a real package (its real path under `node_modules`), undefined when there is none.
 */
const installed = new FreshCache<string, string | null | undefined>(5000);

function installedPackage(directory: string, name: string): string | null | undefined {
  return installed.get(`${directory}\n${name}`, () => {
    const candidate = join(directory, 'node_modules', name);
    if (isDirectory(candidate)) {
      try {
        const real = realpathSync.native(candidate);
        return isInsideNodeModules(relative(directory, real)) ? null : real;
      } catch {
        return null;
      }
    }
    const parent = dirname(directory);
    return parent === directory ? undefined : installedPackage(parent, name);
  });
}

/** The file a bare specifier names from `directory` through the packages Node would find: self-reference, `node_modules`, the workspace. */
function resolvePackage(directory: string, specifier: string, mode: Mode): string | undefined {
  const name = packageNameOf(specifier);
  if (name === undefined) return undefined;
  const subpath = `.${specifier.slice(name.length)}`;
  const own = nearestManifest(directory);
  if (own?.json.name === name && own.json.exports !== undefined) {
    const found = resolveInPackage(own.directory, subpath, mode);
    if (found) return found;
  }
  const linked = installedPackage(directory, name);
  if (linked === null) return undefined;
  const packageDirectory = linked ?? workspacePackageDirectory(directory, name);
  return packageDirectory === undefined ? undefined : resolveInPackage(packageDirectory, subpath, mode);
}

/** `#x` through the nearest `package.json` `imports`: a target in the package, or a package it names. */
function resolvePackageImport(importer: string, specifier: string, mode: Mode): string | undefined {
  const manifest = nearestManifest(dirname(importer));
  if (!manifest) return undefined;
  for (const target of importsTargets(manifest.json.imports, specifier, mode.conditions)) {
    const found = target.startsWith('./')
      ? packageFile(manifest.directory, resolvePath(manifest.directory, target), mode)
      : !isProjectSpecifier(target) && !isAbsolute(target)
        ? resolvePackage(manifest.directory, target, mode)
        : undefined;
    if (found) return found;
  }
  return undefined;
}

/** A bare specifier: the importer's tsconfig (`paths`, `baseUrl`), then the packages Node finds. */
function resolveBare(importer: string, specifier: string, mode: Mode): string | undefined {
  const config = tsconfigOf(importer);
  const aliased = config && resolveWithTsconfig(config, specifier, (base) => resolveFile(base, mode.fromJavaScript));
  return aliased ?? resolvePackage(dirname(importer), specifier, mode);
}

interface TypeScriptProgram {
  getTypeChecker?(): { getSymbolAtLocation(node: unknown): { declarations?: { getSourceFile?(): { fileName: string } }[] } | undefined };
  getSourceFile?(fileName: string): unknown;
  getResolvedModule?(file: unknown, name: string, mode: number | undefined): { resolvedModule?: { resolvedFileName?: string } } | undefined;
}

/** What the TypeScript program resolved `specifier` to, from the specifier's node or by name. */
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

/** Anything thrown while resolving (a file system that misbehaves) is no answer. */
function safely(resolve: () => string | undefined): string | undefined {
  try {
    return resolve();
  } catch {
    return undefined;
  }
}

/**
 * The project file `specifier` names from `importer`: a relative path, a `package.json` `imports` alias, a tsconfig
 * `paths`/`baseUrl` alias, a workspace package, or what the TypeScript program resolves it to. Undefined for
 * third-party packages (anything whose real path is under `node_modules`), built-in modules, declaration files and
 * what cannot be found.
 */
export function resolveSpecifier(importer: string, specifier: string, typed?: ProgramResolution, node?: object): string | undefined {
  if (specifier === '' || specifier.startsWith('node:') || isAbsolute(specifier) || isBuiltin(specifier)) return undefined;
  const directory = dirname(importer);
  if (isRelativeSpecifier(specifier)) {
    const fromJavaScript = JAVASCRIPT_IMPORTER.test(importer);
    return resolutions.get(`${directory}\n${fromJavaScript}\n${specifier}`, () =>
      safely(() => projectFile(importer, resolveFile(resolvePath(directory, specifier), fromJavaScript), true)),
    );
  }
  const mode = modeOf(importer);
  const requires = mode.conditions === REQUIRE_CONDITIONS;
  if (specifier.startsWith('#')) {
    return resolutions.get(`${directory}\n${mode.fromJavaScript}\n${requires}\n${specifier}`, () =>
      safely(() => projectFile(importer, resolvePackageImport(importer, specifier, mode))),
    );
  }
  const config = safely(() => tsconfigOf(importer)?.path) ?? '';
  const key = `${config}\n${directory}\n${mode.fromJavaScript}\n${requires}\n${specifier}`;
  const found = resolutions.get(key, () => safely(() => projectFile(importer, resolveBare(importer, specifier, mode))));
  return found ?? (typed ? projectFile(importer, resolveWithProgram(importer, specifier, typed, node)) : undefined);
}

/** `resolved` if it is a module of the project: not a declaration file, not under `node_modules` (`found`: a file, as `resolveFile` finds them). */
function projectFile(importer: string, resolved: string | undefined, found = false): string | undefined {
  if (resolved === undefined || !isAbsolute(resolved) || isDeclarationFile(resolved)) return undefined;
  if (!isKnownExtension(extname(resolved))) return undefined;
  if (resolved.includes('node_modules') && isInsideNodeModules(relative(dirname(importer), resolved))) return undefined;
  return found || isFile(resolved) ? resolved : undefined;
}

/** Where a specifier led from a directory (relative and `#`) or a file (bare, which its tsconfig may alias). */
const resolutions = new FreshCache<string, string | undefined>(5000);

/** Forgets every resolution (for tests). */
export function clearResolutions(): void {
  resolutions.clear();
  clearFilesNamed();
  installed.clear();
  clearJsonFiles();
  clearManifests();
  clearTsconfigs();
  clearWorkspaces();
}
