import { McpServer } from '@modelcontextprotocol/server';
import { codec } from './state.js';
import { registerExport } from './tools/exportContacts.js';
import { registerPurge } from './tools/purgeContacts.js';

export function makeServer() {
  const server = new McpServer(
    { name: 'crm-export', version: '0.6.2' },
    // the SDK refuses state that the codec did not mint for this user, or that is older than 5 minutes
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  registerExport(server);
  registerPurge(server);
  return server;
}
