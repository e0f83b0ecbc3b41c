import { McpServer } from '@modelcontextprotocol/server';
import { intercept } from './runtime/interceptors.js';
import { SERVICE_NAME } from './constants.js';

// name -> lazy module. Adding a tool is one line here.
const TOOL_MODULES = {
  connect_mailbox: () => import('./tools/connect-mailbox.js'),
  merge_tickets: () => import('./tools/merge-tickets.js'),
};

const loaded = new Map();

async function loadTool(name) {
  if (!loaded.has(name)) loaded.set(name, intercept(await TOOL_MODULES[name]()));
  return loaded.get(name);
}

export async function buildServer() {
  const server = new McpServer({ name: SERVICE_NAME, version: '0.9.0' });
  for (const name of Object.keys(TOOL_MODULES)) {
    const tool = await loadTool(name);
    server.registerTool(name, tool.config, (args, ctx) => tool.handle(args, ctx));
  }
  return server;
}
