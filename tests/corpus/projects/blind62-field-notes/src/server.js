#!/usr/bin/env node
import { createServer } from 'node:http';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { verifier } from './auth.js';
import { registerWeeklyReview } from './prompts/weekly-review.js';
import { registerNoteResources } from './resources/notes.js';
import { settings } from './settings.js';
import { codec } from './state.js';
import { registerImportNotebook } from './tools/import-notebook.js';
import { registerTagNotes } from './tools/tag-notes.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'fieldnotes', version: '1.3.0' },
    {
      capabilities: { tools: {}, prompts: {}, resources: { subscribe: true } },
      requestState: { verify: codec.verify },
      instructions: 'Import notebooks with import_notebook; follow long imports through the fieldnotes://imports resources.',
    },
  );
  registerImportNotebook(server);
  registerTagNotes(server);
  registerWeeklyReview(server);
  registerNoteResources(server);
  return server;
}

if (settings.transport === 'stdio') {
  await buildServer().connect(new StdioServerTransport());
} else {
  const mcp = createMcpHandler(buildServer);
  const authenticate = requireBearerAuth({ verifier, requiredScopes: ['notes:read'] });

  createServer(
    toNodeHandler(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/healthz') return new Response('ok');
      if (pathname !== '/mcp') return new Response('not found', { status: 404 });
      const authInfo = await authenticate(request);
      if (authInfo instanceof Response) return authInfo;
      return mcp.fetch(request, { authInfo });
    }),
  ).listen(settings.port, () => console.error(`fieldnotes-mcp on :${settings.port}/mcp`));
}
