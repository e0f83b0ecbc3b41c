// The anchors of `npm run bench -- --only-anchors` (bench/lib/anchors.ts): setups that users run, against which the
// mcp-state rules' cost is read. Each is loaded on demand, so that a fresh process pays for its own plugins only, as
// a command-line run does.
import type { Linter } from 'eslint';
import { FLOOR_CONFIG, languageConfigs } from './base-config.js';
import type { CorpusFile } from './corpus.js';

export type AnchorSetup = 'floor' | 'mcp-state' | 'import-x' | 'usual' | 'usual+mcp-state';

export const ANCHOR_SETUPS: readonly AnchorSetup[] = ['floor', 'mcp-state', 'import-x', 'usual', 'usual+mcp-state'];

export const ANCHOR_LABELS: Record<AnchorSetup, string> = {
  floor: 'floor: one rule doing nothing',
  'mcp-state': 'floor + mcp-state recommended',
  'import-x': 'floor + import-x recommended (TypeScript resolver)',
  usual: 'usual: @eslint/js + typescript-eslint recommended',
  'usual+mcp-state': 'usual + mcp-state recommended',
};

async function mcpStateRecommended(): Promise<Linter.Config> {
  const { default: plugin } = await import('../../src/index.js');
  // its rules on every file the anchors lint, as the floor lints them: not the test files it leaves out
  const recommended = { ...(plugin as unknown as { configs: Record<'recommended', Linter.Config> }).configs.recommended };
  delete recommended.ignores;
  return recommended;
}

/**
 * eslint-plugin-import-x as its README configures it for TypeScript: `flatConfigs.recommended` and
 * `flatConfigs.typescript`, with the resolvers of `import-x/resolver-next` (eslint-import-resolver-typescript's
 * `createTypeScriptImportResolver`, then import-x's own Node resolver), which the flat config system reads first.
 */
async function importXRecommended(): Promise<Linter.Config[]> {
  const { importX, createNodeResolver } = await import('eslint-plugin-import-x');
  const { createTypeScriptImportResolver } = await import('eslint-import-resolver-typescript');
  return [
    importX.flatConfigs.recommended as Linter.Config,
    importX.flatConfigs.typescript as Linter.Config,
    { name: 'bench/import-x-resolvers', settings: { 'import-x/resolver-next': [createTypeScriptImportResolver(), createNodeResolver()] } },
  ];
}

/** `@eslint/js` recommended and `typescript-eslint` recommended, without type information. */
async function usual(): Promise<Linter.Config[]> {
  const { default: js } = await import('@eslint/js');
  const { default: tseslint } = await import('typescript-eslint');
  return [js.configs.recommended as Linter.Config, ...(tseslint.configs.recommended as Linter.Config[])];
}

export async function anchorConfig(setup: AnchorSetup, files: readonly CorpusFile[]): Promise<Linter.Config[]> {
  const base = [...languageConfigs(files), FLOOR_CONFIG];
  switch (setup) {
    case 'floor':
      return base;
    case 'mcp-state':
      return [...base, await mcpStateRecommended()];
    case 'import-x':
      return [...base, ...(await importXRecommended())];
    case 'usual':
      return [...base, ...(await usual())];
    case 'usual+mcp-state':
      return [...base, ...(await usual()), await mcpStateRecommended()];
  }
}
