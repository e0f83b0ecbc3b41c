/**
 * The packages of a workspace (npm and yarn `workspaces` in the root package.json, pnpm's `pnpm-workspace.yaml`), by
 * name: a monorepo's own package imported by name is read from its source even where `node_modules` has no link to it
 * yet. The listing is bounded (so many directories, so deep) and looked at again after a while.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FreshCache } from './fresh-cache.js';
import { isFile } from './files.js';
import { isObject, jsonFileAt } from './json-file.js';

/** At most this many directories are looked into when the workspace globs are expanded. */
const MAX_LISTED_DIRECTORIES = 2000;
/** `**` in a workspace glob goes at most this deep. */
const MAX_GLOB_DEPTH = 4;
/** A `pnpm-workspace.yaml` larger than this is not read. */
const MAX_YAML_BYTES = 64 * 1024;

/** The package globs of a `pnpm-workspace.yaml`: the entries of its `packages:` list (block or flow style). */
export function pnpmWorkspaceGlobs(text: string): string[] {
  const globs: string[] = [];
  let inPackages = false;
  const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');
  for (const line of text.split(/\r?\n/)) {
    const content = line.replace(/\s+#.*$/, '');
    if (/^packages\s*:/.test(content)) {
      const flow = /^packages\s*:\s*\[(.*)\]\s*$/.exec(content);
      if (flow) globs.push(...flow[1]!.split(',').map(unquote).filter(Boolean));
      inPackages = !flow;
      continue;
    }
    if (!inPackages) continue;
    const item = /^\s*-\s*(.+)$/.exec(content);
    if (item) globs.push(unquote(item[1]!));
    else if (/^\S/.test(content)) inPackages = false;
  }
  return globs;
}

/** The workspace globs written at `directory` (a package.json `workspaces`, or pnpm-workspace.yaml), or undefined when it is no workspace root. */
function workspaceGlobsAt(directory: string): string[] | undefined {
  const yaml = join(directory, 'pnpm-workspace.yaml');
  if (isFile(yaml)) {
    try {
      if (statSync(yaml).size <= MAX_YAML_BYTES) return pnpmWorkspaceGlobs(readFileSync(yaml, 'utf8'));
    } catch {
      // unreadable: try package.json
    }
  }
  const workspaces = jsonFileAt(join(directory, 'package.json'))?.workspaces;
  const list = Array.isArray(workspaces) ? workspaces : isObject(workspaces) && Array.isArray(workspaces.packages) ? workspaces.packages : undefined;
  return list?.filter((glob): glob is string => typeof glob === 'string');
}

function subdirectories(directory: string): string[] {
  try {
    return readdirSync(directory, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The directories a workspace glob (`packages/*`, `apps/**`, `tools/cli`) names under `root`. */
function expandGlob(root: string, glob: string, budget: { left: number }): string[] {
  const segments = glob.replace(/^\.\//, '').replace(/\/+$/, '').split('/').filter(Boolean);
  const found: string[] = [];
  const walk = (directory: string, index: number, depth: number) => {
    if (budget.left <= 0) return;
    budget.left -= 1;
    if (index === segments.length) {
      found.push(directory);
      return;
    }
    const segment = segments[index]!;
    if (segment === '**') {
      walk(directory, index + 1, depth);
      if (depth < MAX_GLOB_DEPTH) for (const name of subdirectories(directory)) walk(join(directory, name), index, depth + 1);
    } else if (/[*?]/.test(segment)) {
      const pattern = new RegExp(`^${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
      for (const name of subdirectories(directory)) if (pattern.test(name)) walk(join(directory, name), index + 1, depth);
    } else if (segment !== '..') {
      walk(join(directory, segment), index + 1, depth);
    }
  };
  walk(root, 0, 0);
  return found;
}

/** The packages of the workspace rooted at `root`, by name (the first directory listed wins a name). */
function listPackages(root: string, globs: readonly string[]): ReadonlyMap<string, string> {
  const budget = { left: MAX_LISTED_DIRECTORIES };
  const excluded = new Set(globs.filter((glob) => glob.startsWith('!')).flatMap((glob) => expandGlob(root, glob.slice(1), budget)));
  const packages = new Map<string, string>();
  for (const glob of globs) {
    if (glob.startsWith('!')) continue;
    for (const directory of expandGlob(root, glob, budget)) {
      if (excluded.has(directory)) continue;
      const name = jsonFileAt(join(directory, 'package.json'))?.name;
      if (typeof name === 'string' && !packages.has(name)) packages.set(name, directory);
    }
  }
  return packages;
}

/** The workspace packages a directory belongs to, by name: those of the nearest workspace root at or above it. */
const workspaceOfDirectory = new FreshCache<string, ReadonlyMap<string, string> | undefined>(2000);
const packagesOfRoot = new FreshCache<string, ReadonlyMap<string, string>>(50);

function workspacePackages(directory: string): ReadonlyMap<string, string> | undefined {
  return workspaceOfDirectory.get(directory, () => {
    const globs = workspaceGlobsAt(directory);
    if (globs) return packagesOfRoot.get(directory, () => listPackages(directory, globs));
    const parent = dirname(directory);
    return parent === directory ? undefined : workspacePackages(parent);
  });
}

/** The directory of the workspace package `name`, for a file in `directory`; undefined when no workspace lists it. */
export function workspacePackageDirectory(directory: string, name: string): string | undefined {
  return workspacePackages(directory)?.get(name);
}

/** Forgets every workspace listed (for tests). */
export function clearWorkspaces(): void {
  workspaceOfDirectory.clear();
  packagesOfRoot.clear();
}
