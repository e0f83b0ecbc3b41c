// Starts the CRM MCP HTTP server with bearer auth and registers both tools.
import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { loadStateKeys } from './keys.js';
import { createSealer } from './sealer.js';
import { ReplayGuard } from './guard.js';
import { introspect } from './introspect.js';
import registerMergeContacts from './tools/mergeContacts.js';
import registerExportSegment from './tools/exportSegment.js';

const deps = {
  sealer: createSealer(loadStateKeys()),
  replay: new ReplayGuard(),
};

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'crm', version: '0.9.0' }, { capabilities: { tools: {} } });
  registerMergeContacts(server, deps);
  registerExportSegment(server, deps);
  return server;
});

const authenticate = requireBearerAuth({ verifier: { verifyAccessToken: introspect }, requiredScopes: ['crm'] });

const handle = toNodeHandler({
  async fetch(request) {
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
});

createServer(handle).listen(Number(process.env.PORT ?? 8787), () => {
  console.log('crm MCP server listening');
});
