// What every benchmark setup shares, kept apart from the plugins so that a fresh process can load only what its setup
// needs (bench/lib/anchor-child.ts): how each file is parsed, and the floor, one rule that does nothing.
import tsParser from '@typescript-eslint/parser';
import type { ESLint, Linter } from 'eslint';
import type { CorpusFile } from './corpus.js';

const SOURCE_GLOBS = ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.ts', '**/*.mts', '**/*.cts'];
const TYPESCRIPT_GLOBS = ['**/*.ts', '**/*.mts', '**/*.cts'];

function directoryOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

/**
 * Parser and source type for each corpus file: ESLint's defaults (espree, ESM for .js) corrected by the package
 * type of the folder a .js file sits in, and `@typescript-eslint/parser` for TypeScript.
 */
export function languageConfigs(files: readonly CorpusFile[]): Linter.Config[] {
  const commonjsFolders = new Set<string>();
  for (const file of files) {
    if (file.parser === 'espree' && file.sourceType === 'commonjs' && file.path.endsWith('.js')) {
      commonjsFolders.add(directoryOf(file.path));
    }
  }
  const configs: Linter.Config[] = [
    { name: 'corpus/node-modules-too', ignores: ['!**/node_modules/'] },
    { name: 'corpus/sources', files: SOURCE_GLOBS, languageOptions: { ecmaVersion: 'latest' } },
    { name: 'corpus/typescript', files: TYPESCRIPT_GLOBS, languageOptions: { parser: tsParser as Linter.Parser } },
    { name: 'corpus/typescript-commonjs', files: ['**/*.cts'], languageOptions: { sourceType: 'commonjs' } },
  ];
  if (commonjsFolders.size > 0) {
    configs.push({
      name: 'corpus/commonjs-packages',
      files: [...commonjsFolders].sort().map((folder) => `${folder}/*.js`),
      languageOptions: { sourceType: 'commonjs' },
    });
  }
  return configs;
}

/**
 * A rule with one empty listener: with no rule at all ESLint skips its traversal, so the floor every real
 * configuration pays is parsing, scope analysis and one walk of the AST.
 */
const floorPlugin: ESLint.Plugin = {
  meta: { name: 'bench-floor' },
  rules: { 'does-nothing': { meta: { type: 'problem', schema: [] }, create: () => ({ 'Program:exit'() {} }) } },
};

export const FLOOR_CONFIG: Linter.Config = {
  name: 'bench/floor',
  plugins: { 'bench-floor': floorPlugin },
  rules: { 'bench-floor/does-nothing': 'error' },
};
