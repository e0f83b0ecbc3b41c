// Docs MCP server that registers the search and publish tools and verifies request state server-wide.
// @ts-nocheck
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createServer } from 'node:http';
import { docsStateCodec } from '@lumen/state';
import registerPublish from './tools/publish.js';
import registerSearch from './tools/search.js';

export function createDocsServer(): McpServer {
  const server = new McpServer(
    { name: 'lumen-docs', version: '3.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: docsStateCodec.verify } },
  );
  registerSearch(server);
  registerPublish(server);
  return server;
}

createServer(toNodeHandler(createMcpHandler(createDocsServer))).listen(Number(process.env.PORT ?? 7310));
