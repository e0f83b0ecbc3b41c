import type { McpServer } from '@modelcontextprotocol/server';

export * from './state.js';

export const FeatureName = {
  Transfer: 'transfer',
  Statements: 'statements',
} as const;
export type FeatureName = (typeof FeatureName)[keyof typeof FeatureName];

export interface Feature {
  name: FeatureName;
  register(server: McpServer): void;
}

const enabled: FeatureName[] =
  (process.env.LEDGER_FEATURES?.split(',').map((s) => s.trim()) as FeatureName[] | undefined) ??
  Object.values(FeatureName);

/** Features are plain folders under src/features; each index exports `register` (or a default). */
export default async function loadFeatures(): Promise<Feature[]> {
  const loaded: Feature[] = [];
  for (const name of enabled) {
    const mod = await import(`../features/${name}/index.js`);
    const register = (mod.register ?? mod.default) as Feature['register'] | undefined;
    if (typeof register !== 'function') throw new Error(`feature "${name}" exports no register()`);
    loaded.push({ name, register });
  }
  return loaded;
}
