import { McpServer } from '@modelcontextprotocol/server';
import { registerLabelPages } from './tools/label-pages.js';
import { registerPublishPage } from './tools/publish-page.js';

// No requestState.verify hook on purpose: each tool opens its own state with
// openRoundState(), which needs the tool name and arguments the hook doesn't see.
export function buildServer(): McpServer {
  const server = new McpServer({ name: 'atlas-wiki', version: '2.1.0' }, { capabilities: { tools: {} } });
  registerPublishPage(server);
  registerLabelPages(server);
  return server;
}
