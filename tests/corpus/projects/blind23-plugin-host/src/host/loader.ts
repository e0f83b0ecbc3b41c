import { createPluginApi, type RegisteredTool } from './api.js';
import type { HostConfig, HostSecrets } from './config.js';
import type { StateService } from './state.js';

interface PluginModule {
  setup(api: ReturnType<typeof createPluginApi>): void | Promise<void>;
}

export async function loadPlugins(deps: {
  config: HostConfig;
  secrets: HostSecrets;
  state: StateService;
}): Promise<Map<string, RegisteredTool>> {
  const registry = new Map<string, RegisteredTool>();

  for (const name of deps.config.plugins) {
    const mod = (await import(new URL(`../plugins/${name}.js`, import.meta.url).href)) as PluginModule;
    if (typeof mod.setup !== 'function') throw new Error(`plugin ${name} has no setup(api) export`);
    await mod.setup(createPluginApi(name, { registry, ...deps }));
  }

  return registry;
}
