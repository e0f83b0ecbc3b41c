/**
 * `package.json` as Node reads it for resolution: the package name of a bare specifier, `exports` and `imports`
 * (exact subpaths, patterns with one `*`, conditions chosen in the order the field lists them, arrays of fallbacks,
 * `null` for a subpath kept private), and the nearest manifest of a directory.
 */
import { dirname, join } from 'node:path';
import { FreshCache } from './fresh-cache.js';
import { isObject, jsonFileAt } from './json-file.js';

/** `@scope/name` or `name` of a bare specifier (`@scope/name/sub/path` → `@scope/name`); undefined when it names no package. */
export function packageNameOf(specifier: string): string | undefined {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? (parts.length >= 2 && parts[1] !== '' ? `${parts[0]}/${parts[1]}` : undefined) : parts[0];
  if (!name || name.startsWith('.') || name === '@') return undefined;
  return name;
}

/** Nested conditions and fallback arrays deeper than this are not followed. */
const MAX_TARGET_DEPTH = 6;

/**
 * The targets a conditional `exports`/`imports` value gives, best first: in an object, each key that is one of
 * `conditions` in the order written (Node takes the first; later ones are kept for when the first names no source);
 * in an array, each entry. `*` in a target is replaced by `matched`.
 */
function targetsOf(value: unknown, conditions: readonly string[], matched: string | undefined, depth: number, into: string[]): void {
  if (depth > MAX_TARGET_DEPTH) return;
  if (typeof value === 'string') {
    into.push(matched === undefined ? value : value.replaceAll('*', matched));
  } else if (Array.isArray(value)) {
    for (const entry of value) targetsOf(entry, conditions, matched, depth + 1, into);
  } else if (isObject(value)) {
    for (const [condition, nested] of Object.entries(value)) {
      if (conditions.includes(condition)) targetsOf(nested, conditions, matched, depth + 1, into);
    }
  }
}

/** The entry of a subpath map (`exports` with `.` keys, or `imports`) for `subpath`, exact first, else the longest pattern. */
function subpathEntry(map: Readonly<Record<string, unknown>>, subpath: string): { value: unknown; matched: string | undefined } | undefined {
  if (Object.hasOwn(map, subpath) && !subpath.includes('*')) return { value: map[subpath], matched: undefined };
  let best: { key: string; prefix: string; value: unknown; matched: string } | undefined;
  for (const [key, value] of Object.entries(map)) {
    const star = key.indexOf('*');
    if (star < 0 || key.indexOf('*', star + 1) >= 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (subpath.length < key.length || !subpath.startsWith(prefix) || !subpath.endsWith(suffix)) continue;
    // Node's order: the longer prefix wins, then the longer key
    if (best && (prefix.length < best.prefix.length || (prefix.length === best.prefix.length && key.length <= best.key.length))) continue;
    best = { key, prefix, value, matched: subpath.slice(prefix.length, subpath.length - suffix.length) };
  }
  return best;
}

/** Whether an `exports` value is a map of subpaths (`{ ".": …, "./x": … }`) rather than the conditions of `.`. */
function isSubpathMap(value: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(value).some((key) => key.startsWith('.'));
}

/** The targets `exports` gives for `subpath` (`.` or `./x`), best first; empty when it exports no such subpath. */
export function exportsTargets(exports: unknown, subpath: string, conditions: readonly string[]): string[] {
  const into: string[] = [];
  if (exports === undefined || exports === null) return into;
  if (typeof exports === 'string' || Array.isArray(exports) || (isObject(exports) && !isSubpathMap(exports))) {
    if (subpath === '.') targetsOf(exports, conditions, undefined, 0, into);
    return into;
  }
  if (!isObject(exports)) return into;
  const entry = subpathEntry(exports, subpath);
  if (entry) targetsOf(entry.value, conditions, entry.matched, 0, into);
  return into;
}

/** The first target `exports` gives for `subpath`. */
export function exportsTarget(exports: unknown, subpath: string, conditions: readonly string[]): string | undefined {
  return exportsTargets(exports, subpath, conditions)[0];
}

/** The targets `imports` gives for a `#` specifier, best first. */
export function importsTargets(imports: unknown, specifier: string, conditions: readonly string[]): string[] {
  const into: string[] = [];
  if (!isObject(imports) || specifier === '#' || specifier.startsWith('#/')) return into;
  const entry = subpathEntry(imports, specifier);
  if (entry) targetsOf(entry.value, conditions, entry.matched, 0, into);
  return into;
}

/** A directory with a `package.json`, and what it holds. */
export interface Manifest {
  readonly directory: string;
  readonly json: Readonly<Record<string, unknown>>;
}

const nearestManifests = new FreshCache<string, Manifest | undefined>(2000);

/** The nearest `package.json` at or above `directory`. */
export function nearestManifest(directory: string): Manifest | undefined {
  return nearestManifests.get(directory, () => {
    const json = jsonFileAt(join(directory, 'package.json'));
    if (json) return { directory, json };
    const parent = dirname(directory);
    return parent === directory ? undefined : nearestManifest(parent);
  });
}

/** Forgets every manifest found (for tests). */
export function clearManifests(): void {
  nearestManifests.clear();
}
