// Lints this repository: our own rules with eslint-plugin-eslint-plugin, everything with typescript-eslint.
import eslintPlugin from 'eslint-plugin-eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'tests/corpus/**', 'docs/examples/**', 'bench/.generated/**', 'tests/e2e/fix-loop/servers/**', 'tests/e2e/fix-loop/.work-*/**', '.scratch/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['rules/**/*.ts'],
    ...eslintPlugin.configs.recommended,
    rules: {
      ...eslintPlugin.configs.recommended.rules,
      'eslint-plugin/require-meta-docs-description': ['error', { pattern: '^(Require|Disallow|Enforce)' }],
      'eslint-plugin/require-meta-docs-url': 'off', // set by createRule
      'eslint-plugin/require-meta-default-options': 'off', // set by createRule from defaultOptions
    },
  },
  {
    files: ['tests/rules/**/*.ts'],
    ...eslintPlugin.configs.recommended,
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
