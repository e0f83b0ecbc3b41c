// Plugin types, installer and a reply helper for registering contact-hub tools.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/server';
import type { CrmClient } from './crm.js';

export interface PluginContext {
  server: McpServer;
  crm: CrmClient;
  log(message: string): void;
}

export interface Plugin {
  name: string;
  setup(ctx: PluginContext): void | Promise<void>;
}

export const definePlugin = (plugin: Plugin): Plugin => plugin;

export async function installPlugins(ctx: PluginContext, plugins: Plugin[]): Promise<void> {
  for (const plugin of plugins) {
    await plugin.setup(ctx);
    ctx.log(`plugin "${plugin.name}" registered`);
  }
}

export const reply = (text: string, isError = false) => ({ isError, content: [{ type: 'text' as const, text }] });
