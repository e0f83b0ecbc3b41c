// Plugin host: imports plugin modules by name and lets each register tools on a fresh McpServer.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { stateFor, StateRejected } from './state.js';
import { runBefore, runAfter, type ToolCall } from './hooks.js';
import { db, withTransaction } from './db.js';
import { config } from './config.js';

export interface PluginApi {
  db: typeof db;
  withTransaction: typeof withTransaction;
  config: typeof config;
  log: (...parts: unknown[]) => void;
  tool: (name: string, def: ToolDefinition, handler: PluginHandler) => void;
}

export interface ToolDefinition {
  title?: string;
  description: string;
  input: unknown;
  annotations?: Record<string, unknown>;
}

export type PluginHandler = (args: any, ctx: any, helpers: { state: ReturnType<typeof stateFor>; call: ToolCall }) => Promise<any>;

export interface HelpdeskPlugin {
  name: string;
  version: string;
  setup(api: PluginApi): void;
}

const loaded: HelpdeskPlugin[] = [];

export async function loadPlugins(names: string[]) {
  for (const name of names) {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Invalid plugin name "${name}"`);
    const mod = await import(`./plugins/${name}.js`);
    const plugin: HelpdeskPlugin = mod.default;
    if (!plugin || typeof plugin.setup !== 'function') throw new Error(`Plugin "${name}" has no setup()`);
    loaded.push(plugin);
    console.log(`loaded plugin ${plugin.name}@${plugin.version}`);
  }
}

function toolError(message: string) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'helpdesk', version: '3.2.0' },
    { capabilities: { tools: {} } },
  );

  for (const plugin of loaded) {
    const api: PluginApi = {
      db,
      withTransaction,
      config,
      log: (...parts) => console.log(`[${plugin.name}]`, ...parts),
      tool(name, def, handler) {
        const state = stateFor(name);
        server.registerTool(
          name,
          { title: def.title, description: def.description, inputSchema: def.input, annotations: def.annotations },
          async (args, ctx) => {
            const call: ToolCall = {
              plugin: plugin.name,
              tool: name,
              args,
              userId: ctx.http?.authInfo?.extra?.userId,
              startedAt: Date.now(),
            };
            await runBefore(call);
            let result;
            try {
              result = await handler(args, ctx, { state, call });
            } catch (err) {
              if (err instanceof StateRejected) result = toolError(err.message);
              else throw err;
            }
            await runAfter(call, result);
            return result;
          },
        );
      },
    };
    plugin.setup(api);
  }

  return server;
}
