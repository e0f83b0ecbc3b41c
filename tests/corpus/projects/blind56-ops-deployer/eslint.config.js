import tsParser from '@typescript-eslint/parser';
import mcpState from 'eslint-plugin-mcp-state';

export default [
  { ignores: ['dist/**'] },
  { files: ['**/*.ts'], languageOptions: { parser: tsParser } },
  mcpState.configs.recommended,
];
