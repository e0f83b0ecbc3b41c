import { defineConfig } from 'eslint/config';
import tsParser from '@typescript-eslint/parser';
import mcpState from 'eslint-plugin-mcp-state';

export default defineConfig(
  { ignores: ['dist/**', 'data/**'] },
  { files: ['**/*.ts'], languageOptions: { parser: tsParser } },
  mcpState.configs.recommended,
);
