// Lists the built-in CRM plugins and sets each one up against the shared pipeline context.
// @ts-nocheck
import contacts from './contacts';
import exportsPlugin from './exports';
import type { CrmPlugin, PluginContext } from './types';

export const builtinPlugins: CrmPlugin[] = [contacts, exportsPlugin];

export function loadPlugins(ctx: PluginContext, plugins: CrmPlugin[] = builtinPlugins): string[] {
  return plugins.map((plugin) => {
    plugin.setup(ctx);
    return plugin.name;
  });
}

export type { CrmPlugin, PluginContext, TenantConfig } from './types';
