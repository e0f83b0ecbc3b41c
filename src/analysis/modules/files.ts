import { statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { FreshCache } from './fresh-cache.js';

/** The extensions a module file may have, in the order an extensionless specifier of TypeScript tries them. */
export const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'] as const;

/** The order from JavaScript, where Node (and a bundler) takes `x.js` before the `x.ts` it may be compiled from. */
const JAVASCRIPT_FIRST = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts'] as const;

/** A `.js`-family specifier may name the TypeScript file it is compiled from. */
const SOURCE_OF: Readonly<Record<string, readonly string[]>> = {
  '.js': ['.ts', '.tsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts'],
};

export function isFile(path: string): boolean {
  try {
    // most candidates are missing: no error is built for them
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

export function isDirectory(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

export function isKnownExtension(extension: string): boolean {
  return (MODULE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The file a path names as Node and TypeScript find it: as written, with a TypeScript source, an extension, an index.
 * From TypeScript the source of a `.js` path comes first, as TypeScript takes it; from JavaScript the path as written.
 */
export function resolveFile(base: string, fromJavaScript = false): string | undefined {
  return filesNamed.get(`${fromJavaScript}\n${base}`, () => findFile(base, fromJavaScript));
}

/**
 * Where a path led, from importers in any folder: the same file for a while, as where a specifier leads from one
 * folder (`resolutions` in resolve.ts), so that the modules of a run that name one helper by different relative
 * paths look for it once.
 */
const filesNamed = new FreshCache<string, string | undefined>(5000);

/** Forgets where every path led (for tests). */
export function clearFilesNamed(): void {
  filesNamed.clear();
}

function findFile(base: string, fromJavaScript: boolean): string | undefined {
  const extension = extname(base);
  const known = isKnownExtension(extension);
  if (known && fromJavaScript && isFile(base)) return base;
  for (const source of SOURCE_OF[extension] ?? []) {
    const candidate = base.slice(0, -extension.length) + source;
    if (isFile(candidate)) return candidate;
  }
  if (known && !fromJavaScript && isFile(base)) return base;
  const order = fromJavaScript ? JAVASCRIPT_FIRST : MODULE_EXTENSIONS;
  for (const candidate of order) if (isFile(base + candidate)) return base + candidate;
  for (const candidate of order) if (isFile(join(base, `index${candidate}`))) return join(base, `index${candidate}`);
  return undefined;
}

/** Whether `path` names a declaration file (`x.d.ts`, `x.d.mts`, `x.d.cts`), which holds no code to read. */
export function isDeclarationFile(path: string): boolean {
  return /\.d\.[cm]?ts$/.test(path);
}

/** Whether `child` is `parent` or lies below it (both absolute and normalised). */
export function isWithin(parent: string, child: string): boolean {
  if (child === parent) return true;
  const last = parent[parent.length - 1];
  return child.startsWith(last === '/' || last === '\\' ? parent : `${parent}/`) || child.startsWith(`${parent}\\`);
}
