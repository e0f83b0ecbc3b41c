import { McpServer } from '@modelcontextprotocol/server';

import { CrmClient } from './crm/client.js';
import { noteStateCodec } from './state/codec.js';
import { registerLogCall } from './tools/log-call.js';
import { registerLookupContact } from './tools/lookup-contact.js';

const crm = new CrmClient({
  baseUrl: process.env.CRM_BASE_URL || 'https://api.crm.example.com/v2',
  serviceToken: process.env.CRM_SERVICE_TOKEN
});

/**
 * One server per HTTP request (createMcpHandler calls this factory).
 */
export function buildServer() {
  const server = new McpServer(
    { name: 'crm-call-notes', version: '2.1.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: noteStateCodec.verify }
    }
  );

  registerLookupContact(server, { crm });
  registerLogCall(server, { crm, codec: noteStateCodec });
  return server;
}
