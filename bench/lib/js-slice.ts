// The JavaScript-only slice of the benchmark: every .js/.mjs/.cjs file of a few large packages (nested node_modules
// included), so that the rules' share is measured on plain JavaScript, where no TypeScript parse dilutes it.
import { readdirSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { REPOSITORY_ROOT, parsingOf, toPosix, type CorpusFile, type SourceType } from './corpus.js';

/** Folders of node_modules, and the folder that holds each one's package.json. */
const SLICE_FOLDERS = [
  { folder: 'eslint/lib', manifestRoot: 'eslint' },
  { folder: '@typescript-eslint', manifestRoot: '@typescript-eslint' },
  { folder: '@modelcontextprotocol', manifestRoot: '@modelcontextprotocol' },
  { folder: 'vitest/dist', manifestRoot: 'vitest' },
  { folder: 'zod', manifestRoot: 'zod' },
] as const;

const JAVASCRIPT = new Set(['.js', '.mjs', '.cjs']);

export function listJavaScriptSlice(root = REPOSITORY_ROOT): CorpusFile[] {
  const files: CorpusFile[] = [];
  const types = new Map<string, SourceType>();
  for (const { folder, manifestRoot } of SLICE_FOLDERS) {
    const base = join(root, 'node_modules', folder);
    const paths = readdirSync(base, { recursive: true, encoding: 'utf8' })
      .map(toPosix)
      .filter((path) => JAVASCRIPT.has(extname(path)))
      .sort();
    for (const path of paths) {
      const absolutePath = join(base, path);
      const stats = statSync(absolutePath);
      if (!stats.isFile()) continue;
      files.push({
        path: toPosix(relative(root, absolutePath)),
        origin: `slice:${folder}`,
        bytes: stats.size,
        ...parsingOf(absolutePath, dirname(join(root, 'node_modules', manifestRoot, 'package.json')), types),
      });
    }
  }
  return files;
}
