/**
 * The tsconfig.json (or jsconfig.json) that governs a file, read as TypeScript reads it but without TypeScript:
 * `extends` (relative files and packages, one or an array, later ones winning), `${configDir}`, `files`/`include`/
 * `exclude`, `baseUrl`, `paths`, `rootDir`, `outDir`, and a solution's `references` (a file a referenced project
 * includes takes that project's config). Comments and trailing commas are allowed; anything missing, broken or cyclic
 * is left out, never thrown.
 */
import { dirname, isAbsolute, join, resolve as resolvePath, sep } from 'node:path';
import { FreshCache } from './fresh-cache.js';
import { isFile, isWithin } from './files.js';
import { isObject, jsonFileAt } from './json-file.js';
import { exportsTarget, packageNameOf } from './package-json.js';

/** `extends` chains longer than this are cut (TypeScript has no limit; real chains are two or three long). */
const MAX_EXTENDS_DEPTH = 12;
/** A solution's references are followed this deep to find the project that includes a file. */
const MAX_REFERENCE_DEPTH = 3;

/** One `paths` entry: `@lib/*` → `['src/lib/*']`. */
export interface PathMapping {
  readonly prefix: string;
  /** Undefined for an exact key (no `*`). */
  readonly suffix: string | undefined;
  readonly targets: readonly string[];
}

/** What resolution and the source layout need of a tsconfig, all paths absolute. */
export interface TsConfig {
  readonly path: string;
  readonly directory: string;
  readonly baseUrl: string | undefined;
  readonly paths: readonly PathMapping[] | undefined;
  /** Where `paths` targets are relative to: `baseUrl`, else the config that wrote `paths`. */
  readonly pathsBase: string;
  readonly rootDir: string | undefined;
  readonly outDir: string | undefined;
  readonly references: readonly string[];
  includes(file: string): boolean;
}

/** A setting as some config of the chain wrote it, with that config's directory (relative paths are from there). */
interface Written<T> {
  readonly value: T;
  readonly directory: string;
}

interface Layer {
  readonly options: Map<string, Written<unknown>>;
  files?: Written<unknown>;
  include?: Written<unknown>;
  exclude?: Written<unknown>;
}

/** The config file `extends` names from `directory`: a path (`.json` may be left off) or a package's config. */
function extendsTarget(specifier: string, directory: string): string | undefined {
  if (specifier.startsWith('./') || specifier.startsWith('../') || isAbsolute(specifier)) {
    const path = resolvePath(directory, specifier);
    return isFile(path) ? path : isFile(`${path}.json`) ? `${path}.json` : undefined;
  }
  const name = packageNameOf(specifier);
  if (name === undefined) return undefined;
  const subpath = specifier.slice(name.length);
  for (let current = directory; ; current = dirname(current)) {
    const packageDirectory = join(current, 'node_modules', name);
    const manifest = jsonFileAt(join(packageDirectory, 'package.json'));
    if (manifest) {
      const exported = exportsTarget(manifest.exports, `.${subpath}`, ['types', 'require', 'import', 'node', 'default']);
      if (exported?.startsWith('./') && isFile(join(packageDirectory, exported))) return join(packageDirectory, exported);
      if (subpath === '' && typeof manifest.tsconfig === 'string' && isFile(join(packageDirectory, manifest.tsconfig))) {
        return join(packageDirectory, manifest.tsconfig);
      }
    }
    const path = join(packageDirectory, subpath === '' ? 'tsconfig.json' : subpath);
    if (isFile(path)) return path;
    if (subpath !== '' && isFile(`${path}.json`)) return `${path}.json`;
    if (dirname(current) === current) return undefined;
  }
}

/** The settings of the config at `path` merged over those it extends; undefined when it cannot be read. */
function layerOf(path: string, visiting: Set<string>): Layer | undefined {
  const json = jsonFileAt(path);
  if (!json || visiting.has(path) || visiting.size >= MAX_EXTENDS_DEPTH) return undefined;
  visiting.add(path);
  const directory = dirname(path);
  const layer: Layer = { options: new Map() };
  const bases = typeof json.extends === 'string' ? [json.extends] : Array.isArray(json.extends) ? json.extends : [];
  for (const base of bases) {
    const basePath = typeof base === 'string' ? extendsTarget(base, directory) : undefined;
    const inherited = basePath === undefined ? undefined : layerOf(basePath, visiting);
    if (!inherited) continue;
    for (const [key, value] of inherited.options) layer.options.set(key, value);
    layer.files = inherited.files ?? layer.files;
    layer.include = inherited.include ?? layer.include;
    layer.exclude = inherited.exclude ?? layer.exclude;
  }
  visiting.delete(path);
  if (isObject(json.compilerOptions)) {
    for (const [key, value] of Object.entries(json.compilerOptions)) layer.options.set(key, { value, directory });
  }
  if (json.files !== undefined) layer.files = { value: json.files, directory };
  if (json.include !== undefined) layer.include = { value: json.include, directory };
  if (json.exclude !== undefined) layer.exclude = { value: json.exclude, directory };
  return layer;
}

/** A path a config writes, made absolute: `${configDir}` is the directory of the config in use, else the writer's. */
function absolutePath(written: Written<unknown> | undefined, configDirectory: string): string | undefined {
  if (typeof written?.value !== 'string') return undefined;
  const value = written.value;
  if (value.startsWith('${configDir}')) return join(configDirectory, value.slice('${configDir}'.length));
  return resolvePath(written.directory, value);
}

function absolutePaths(written: Written<unknown> | undefined, configDirectory: string): string[] | undefined {
  if (!written || !Array.isArray(written.value)) return undefined;
  return written.value.flatMap((value) => absolutePath({ value, directory: written.directory }, configDirectory) ?? []);
}

function pathMappings(written: Written<unknown> | undefined): PathMapping[] | undefined {
  if (!written || !isObject(written.value)) return undefined;
  const mappings: PathMapping[] = [];
  for (const [key, targets] of Object.entries(written.value)) {
    if (!Array.isArray(targets)) continue;
    const star = key.indexOf('*');
    if (star >= 0 && key.indexOf('*', star + 1) >= 0) continue;
    const strings = targets.filter((target): target is string => typeof target === 'string');
    mappings.push(star < 0 ? { prefix: key, suffix: undefined, targets: strings } : { prefix: key.slice(0, star), suffix: key.slice(star + 1), targets: strings });
  }
  return mappings;
}

const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

function slashes(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/** A TypeScript `include`/`exclude` pattern as a regular expression over absolute paths with `/`. */
function patternRegExp(pattern: string, isExclude: boolean): RegExp {
  let path = slashes(pattern).replace(/\/+$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last === '**') path += '/*';
  else if (!isExclude && !last.includes('.') && !/[*?]/.test(last)) path += '/**/*';
  const body = path
    .split('/')
    .map((segment) => (segment === '**' ? '(?:[^/]+/)*' : `${escapeRegExp(segment).replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')}/`))
    .join('')
    .replace(/\/$/, '')
    .replace(/\(\?:\[\^\/\]\+\/\)\*$/, '.*');
  return new RegExp(`^${body}${isExclude ? '(?:/.*)?' : ''}$`);
}

const DEFAULT_EXCLUDES = ['node_modules', 'bower_components', 'jspm_packages'];

/** The config at `path`, its chain of `extends` merged; undefined when it cannot be read. */
function buildConfig(path: string): TsConfig | undefined {
  const layer = layerOf(path, new Set());
  if (!layer) return undefined;
  const directory = dirname(path);
  const option = (name: string) => layer.options.get(name);
  const baseUrl = absolutePath(option('baseUrl'), directory);
  const pathsOption = option('paths');
  const outDir = absolutePath(option('outDir'), directory);
  const files = absolutePaths(layer.files, directory);
  const include = absolutePaths(layer.include, directory) ?? (files ? [] : [join(directory, '**/*')]);
  const excludeWritten = absolutePaths(layer.exclude, directory);
  const exclude = excludeWritten ?? [...DEFAULT_EXCLUDES.map((name) => join(directory, name)), ...(outDir ? [outDir] : [])];
  const fileSet = new Set((files ?? []).map(slashes));
  const includeRegExps = include.map((pattern) => patternRegExp(pattern, false));
  const excludeRegExps = exclude.map((pattern) => patternRegExp(pattern, true));
  const json = jsonFileAt(path);
  const references = Array.isArray(json?.references)
    ? json.references.flatMap((reference) => {
        const target = isObject(reference) && typeof reference.path === 'string' ? resolvePath(directory, reference.path) : undefined;
        if (target === undefined) return [];
        return [/\.json$/.test(target) ? target : join(target, 'tsconfig.json')];
      })
    : [];
  return {
    path,
    directory,
    baseUrl,
    paths: pathMappings(pathsOption),
    pathsBase: baseUrl ?? pathsOption?.directory ?? directory,
    rootDir: absolutePath(option('rootDir'), directory),
    outDir,
    references,
    includes(file: string): boolean {
      const target = slashes(file);
      if (fileSet.has(target)) return true;
      return includeRegExps.some((regExp) => regExp.test(target)) && !excludeRegExps.some((regExp) => regExp.test(target));
    },
  };
}

const configs = new FreshCache<string, TsConfig | undefined>(500);

/** The config at `path` (its `extends` merged in), read at most once a while. */
export function tsconfigAt(path: string): TsConfig | undefined {
  return configs.get(path, () => {
    try {
      return buildConfig(path);
    } catch {
      // a config too deep or too strange to read: as if there were none
      return undefined;
    }
  });
}

/** The config files in `directory` and above it, nearest first (tsconfig.json, else jsconfig.json, in each). */
const configsAbove = new FreshCache<string, readonly string[]>(2000);

function candidateConfigs(directory: string): readonly string[] {
  return configsAbove.get(directory, () => {
    const parent = dirname(directory);
    const above = parent === directory ? [] : candidateConfigs(parent);
    for (const name of ['tsconfig.json', 'jsconfig.json']) {
      const path = join(directory, name);
      if (isFile(path)) return [path, ...above];
    }
    return above;
  });
}

/** The project among `config` and those it references (a few levels deep) that includes `file`. */
function projectIncluding(config: TsConfig, file: string, depth: number, seen: Set<string>): TsConfig | undefined {
  if (seen.has(config.path)) return undefined;
  seen.add(config.path);
  if (config.includes(file)) return config;
  if (depth >= MAX_REFERENCE_DEPTH) return undefined;
  for (const reference of config.references) {
    const referenced = tsconfigAt(reference);
    const found = referenced && projectIncluding(referenced, file, depth + 1, seen);
    if (found) return found;
  }
  return undefined;
}

const configsOfFiles = new FreshCache<string, TsConfig | undefined>(5000);

/** The nearest tsconfig.json (or jsconfig.json) that includes `file`, itself or through its references; undefined when none does. */
export function tsconfigOf(file: string): TsConfig | undefined {
  return configsOfFiles.get(file, () => {
    if (!isAbsolute(file)) return undefined;
    for (const candidate of candidateConfigs(dirname(file))) {
      const config = tsconfigAt(candidate);
      const project = config && projectIncluding(config, file, 0, new Set());
      if (project) return project;
    }
    return undefined;
  });
}

/** The file `specifier` names through the config's `paths`, then its `baseUrl`, as TypeScript tries them. */
export function resolveWithTsconfig(config: TsConfig, specifier: string, resolveFile: (base: string) => string | undefined): string | undefined {
  if (config.paths) {
    const exact = config.paths.find((mapping) => mapping.suffix === undefined && mapping.prefix === specifier);
    let best: PathMapping | undefined = exact;
    if (!best) {
      for (const mapping of config.paths) {
        if (mapping.suffix === undefined || specifier.length < mapping.prefix.length + mapping.suffix.length) continue;
        if (!specifier.startsWith(mapping.prefix) || !specifier.endsWith(mapping.suffix)) continue;
        if (!best || mapping.prefix.length > best.prefix.length) best = mapping;
      }
    }
    if (best) {
      const matched = best.suffix === undefined ? '' : specifier.slice(best.prefix.length, specifier.length - best.suffix.length);
      for (const target of best.targets) {
        const path = target.startsWith('${configDir}') ? join(config.directory, target.slice('${configDir}'.length)) : resolvePath(config.pathsBase, target);
        const found = resolveFile(path.replace('*', matched));
        if (found) return found;
      }
    }
  }
  return config.baseUrl === undefined ? undefined : resolveFile(resolvePath(config.baseUrl, specifier));
}

/** Whether `file` lies in the output directory of `config`. */
export function isOutputOf(config: TsConfig, file: string): boolean {
  return config.outDir !== undefined && isWithin(config.outDir, file);
}

/** Forgets every config read (for tests). */
export function clearTsconfigs(): void {
  configs.clear();
  configsAbove.clear();
  configsOfFiles.clear();
}
