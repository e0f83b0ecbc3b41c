import { readFileSync, statSync } from 'node:fs';
import { FreshCache } from './fresh-cache.js';

/** Configuration files larger than this are not read (a tsconfig or package.json is a few kilobytes). */
const MAX_JSON_BYTES = 512 * 1024;

/**
 * `text` as JSON the way TypeScript reads a tsconfig: comments (`//`, `/* *\/`) and trailing commas are allowed, a
 * byte-order mark is skipped. Undefined for anything that still does not parse; never throws.
 */
export function parseLenientJson(text: string): unknown {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let out = '';
  let last = start;
  let index = start;
  // the index of the last comma written to `out` with only whitespace or comments after it, or -1
  let pendingComma = -1;
  const flush = (until: number) => {
    out += text.slice(last, until);
    last = until;
  };
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      index = end + 1;
      pendingComma = -1;
    } else if (char === '/' && text[index + 1] === '/') {
      flush(index);
      const end = text.indexOf('\n', index);
      index = last = end < 0 ? text.length : end;
    } else if (char === '/' && text[index + 1] === '*') {
      flush(index);
      const end = text.indexOf('*/', index + 2);
      if (end < 0) return undefined;
      index = last = end + 2;
      out += ' ';
    } else if (char === ',') {
      flush(index);
      pendingComma = out.length;
      index += 1;
    } else if (char === '}' || char === ']') {
      flush(index);
      if (pendingComma >= 0) out = `${out.slice(0, pendingComma)}${out.slice(pendingComma + 1)}`;
      pendingComma = -1;
      index += 1;
    } else {
      if (!/\s/.test(char)) pendingComma = -1;
      index += 1;
    }
  }
  flush(text.length);
  try {
    return JSON.parse(out) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON object in the file at `path` (read leniently), or undefined when missing, unreadable, too large or not an object. */
function readJsonObject(path: string): Readonly<Record<string, unknown>> | undefined {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats?.isFile() || stats.size > MAX_JSON_BYTES) return undefined;
    const value = parseLenientJson(readFileSync(path, 'utf8'));
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Configuration files read, by path: looked at again after a while, so that an editor sees them change. */
const jsonFiles = new FreshCache<string, Readonly<Record<string, unknown>> | undefined>(2000);

/** The object in the JSON file at `path` (comments and trailing commas allowed), read at most once a while; undefined when there is none. */
export function jsonFileAt(path: string): Readonly<Record<string, unknown>> | undefined {
  return jsonFiles.get(path, () => readJsonObject(path));
}

/** Forgets every configuration file read (for tests). */
export function clearJsonFiles(): void {
  jsonFiles.clear();
}
