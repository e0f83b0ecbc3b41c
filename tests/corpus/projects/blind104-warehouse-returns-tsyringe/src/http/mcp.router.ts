// Express router for the stateless MCP endpoint; each request gets its own McpServer.
// @ts-nocheck
import { Router } from 'express';
import type { DependencyContainer } from 'tsyringe';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireAgent } from './auth.middleware';
import type { ToolRouter } from '../mcp/tool-router';

export function mcpRouter(container: DependencyContainer, tools: ToolRouter) {
  const router = Router();

  router.post('/', requireAgent(container), async (req, res) => {
    const server = new McpServer({ name: 'warehouse-returns', version: '1.4.1' }, { capabilities: { tools: {} } });
    tools.mount(server);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (err) {
      console.error('mcp request failed', err);
      if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  });

  router.all('/', (_req, res) => res.status(405).set('Allow', 'POST').end());
  return router;
}
