import tseslint from 'typescript-eslint';
import mcpState from 'eslint-plugin-mcp-state';

export default tseslint.config(
  { ignores: ['dist/'] },
  tseslint.configs.recommended,
  mcpState.configs.recommended,
);
