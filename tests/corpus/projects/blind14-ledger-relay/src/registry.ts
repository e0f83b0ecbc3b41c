import type { McpServer } from '@modelcontextprotocol/server';
import type { LedgerClient } from './services/ledger.js';
import type { PendingCodec } from './state/codec.js';

export const TOOLS: unique symbol = Symbol('ledger-relay.tools');
export const INSTALL: unique symbol = Symbol('ledger-relay.install');

export interface PluginDeps {
  readonly codec: () => PendingCodec;
  readonly ledger: LedgerClient;
}

export interface ToolPlugin {
  readonly name: string;
  [INSTALL](server: McpServer, deps: PluginDeps): void;
}

const registry: { [TOOLS]: Map<string, ToolPlugin> } = { [TOOLS]: new Map() };

export function definePlugin<P extends ToolPlugin>(plugin: P): P {
  if (registry[TOOLS].has(plugin.name)) {
    throw new Error(`tool ${plugin.name} registered twice`);
  }
  registry[TOOLS].set(plugin.name, plugin);
  return plugin;
}

export const installAll = (server: McpServer, deps: PluginDeps): McpServer => {
  for (const plugin of registry[TOOLS].values()) plugin[INSTALL](server, deps);
  return server;
};

export const registeredNames = (): string[] => [...registry[TOOLS].keys()];
