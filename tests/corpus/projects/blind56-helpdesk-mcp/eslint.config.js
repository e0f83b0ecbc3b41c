import mcpState from 'eslint-plugin-mcp-state';

export default [
  mcpState.configs.recommended,
];
