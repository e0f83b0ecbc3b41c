import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { FreshCache } from './fresh-cache.js';

/** Larger files are not read: generated bundles and data, never a helper worth the time. */
export const MAX_MODULE_BYTES = 1024 * 1024;

/** One version of a file on disk: its real path, when it was last changed and its size, and its text. */
export interface ModuleFile {
  readonly path: string;
  readonly mtimeMs: number;
  readonly size: number;
  readonly text: string;
}

/** The version of the file at `path` (its real path, mtime and size), or undefined when it cannot be read as code. */
export function statModule(path: string): Omit<ModuleFile, 'text'> | undefined {
  try {
    // a file that is no link lies where its folder really is: one look at it, and its folder's real path once
    const own = lstatSync(path);
    const real = own.isSymbolicLink() ? realPaths.get(path, () => realpathSync.native(path)) : join(realPaths.get(dirname(path), () => realpathSync.native(dirname(path))), basename(path));
    const stats = own.isSymbolicLink() ? statSync(real) : own;
    if (!stats.isFile() || stats.size > MAX_MODULE_BYTES) return undefined;
    return { path: real, mtimeMs: stats.mtimeMs, size: stats.size };
  } catch {
    // missing, unreadable, or a symlink loop (ELOOP)
    return undefined;
  }
}

/** Where a path's symlinks lead: the same file for a while, so that a lint run resolves each path once. */
const realPaths = new FreshCache<string, string>(10_000);

/** Forgets where every path led (for tests). */
export function clearRealPaths(): void {
  realPaths.clear();
}

let reads = 0;

/** How many module files were read from disk in this process (for tests and the bench). */
export function moduleReadCount(): number {
  return reads;
}

/** The text of a version found by {@link statModule}; undefined when unreadable or binary (a NUL byte). */
export function readModule(version: Omit<ModuleFile, 'text'>): ModuleFile | undefined {
  reads += 1;
  try {
    return asModuleFile(version, readFileSync(version.path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** `version` with its `text`, unless the text is binary (a NUL byte). */
export function asModuleFile(version: Omit<ModuleFile, 'text'>, text: string): ModuleFile | undefined {
  return text.includes('\0') ? undefined : { ...version, text };
}

/** Whether `path` lies under a `node_modules` folder: packages are known by name only, never read. */
export function isInsideNodeModules(relativePath: string): boolean {
  return NODE_MODULES_SEGMENT.test(relativePath);
}

const NODE_MODULES_SEGMENT = /(?:^|[\\/])node_modules(?:[\\/]|$)/;
