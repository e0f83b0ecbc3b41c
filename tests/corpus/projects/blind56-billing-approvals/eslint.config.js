const tsParser = require('@typescript-eslint/parser');
const mcpState = require('eslint-plugin-mcp-state');

module.exports = [
  { ignores: ['dist/**'] },
  { files: ['**/*.ts'], languageOptions: { parser: tsParser } },
  mcpState.configs.recommended,
];
