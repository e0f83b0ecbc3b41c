import { readFileSync, realpathSync, statSync } from 'node:fs';

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
    const real = realpathSync(path);
    const stats = statSync(real);
    if (!stats.isFile() || stats.size > MAX_MODULE_BYTES) return undefined;
    return { path: real, mtimeMs: stats.mtimeMs, size: stats.size };
  } catch {
    // missing, unreadable, or a symlink loop (ELOOP)
    return undefined;
  }
}

/** The text of a version found by {@link statModule}; undefined when unreadable or binary (a NUL byte). */
export function readModule(version: Omit<ModuleFile, 'text'>): ModuleFile | undefined {
  try {
    const text = readFileSync(version.path, 'utf8');
    return text.includes('\0') ? undefined : { ...version, text };
  } catch {
    return undefined;
  }
}

/** Whether `path` lies under a `node_modules` folder: packages are known by name only, never read. */
export function isInsideNodeModules(relativePath: string): boolean {
  return relativePath.split(/[\\/]/).includes('node_modules');
}
