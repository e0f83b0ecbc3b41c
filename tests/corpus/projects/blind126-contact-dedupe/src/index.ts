// Starts the contact-dedupe MCP HTTP server with bearer auth and both tools.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { codec } from './codec.js';
import registerFindDuplicates from './tools/findDuplicates.js';
import registerMergeContacts from './tools/mergeContacts.js';
import { verifier } from './verifier.js';

const factory = () => {
  const server = new McpServer(
    { name: 'contact-dedupe', version: '1.2.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  registerFindDuplicates(server);
  registerMergeContacts(server);
  return server;
};

const handler = createMcpHandler(factory);
const guard = requireBearerAuth({ verifier, requiredScopes: ['contacts:merge'] });

createServer(
  toNodeHandler({
    async fetch(request: Request) {
      const authInfo = await guard(request);
      if (authInfo instanceof Response) return authInfo;
      return handler.fetch(request, { authInfo });
    },
  }),
).listen(Number(process.env.PORT ?? 3030));
