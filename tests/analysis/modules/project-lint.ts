// Linting the multi-file projects of the corpus, and small projects written for one test, with ESLint's Linter.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { afterAll } from 'vitest';
import plugin from '../../../src/index.js';
import { inCiShareOfProjects } from '../../../bench/lib/corpus.js';

export const PROJECTS = join(import.meta.dirname, '../../corpus/projects');
const SOURCE = /\.(?:[cm]?js|[cm]?ts)$/;

/** The projects of tests/corpus/projects CI's corpus-wide tests lint (the accuracy test and `npm run corpus` lint all). */
export function ciProjects(): string[] {
  return readdirSync(PROJECTS)
    .sort()
    .filter((name) => statSync(join(PROJECTS, name)).isDirectory() && inCiShareOfProjects(name));
}

/** The source files of {@link ciProjects}, in name order. */
export function ciProjectFiles(): string[] {
  return ciProjects().flatMap((name) => filesUnder(join(PROJECTS, name)));
}

/** The source files below `directory`, in name order, `node_modules` and declaration files left out. */
export function filesUnder(directory: string): string[] {
  return readdirSync(directory)
    .sort()
    .flatMap((name) => {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
      return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
}

/** The plugin's `rules` for `file`: typescript-eslint's parser for TypeScript unless `parser` is given, CommonJS for `.cjs`/`.cts`. */
export function configFor(file: string, rules: Linter.RulesRecord, parser?: Linter.Parser): Linter.Config[] {
  const extension = extname(file);
  const sourceType = extension === '.cjs' || extension === '.cts' ? ('commonjs' as const) : ('module' as const);
  const chosen = parser ?? (/ts$/.test(extension) ? (tsParser as Linter.Parser) : undefined);
  return [
    {
      files: [`**/*${extension}`],
      languageOptions: { sourceType, ...(chosen ? { parser: chosen } : {}) },
      plugins: { 'mcp-state': plugin as never },
      rules,
    },
  ];
}

/** A folder for one test's project (removed after its tests), a Linter rooted there, and a way to write its files. */
export function temporaryProject(prefix: string): { root: string; linter: Linter; write: (path: string, text: string) => string } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
    return join(root, path);
  };
  return { root, linter: new Linter({ configType: 'flat', cwd: root }), write };
}
