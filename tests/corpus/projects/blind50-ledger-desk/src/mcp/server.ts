import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Request, Response } from 'express';
import { errorResult } from '../lib/util.js';
import { toolDefinitions, toolHandlers, type CallParams } from './tools.js';

function log(event: string, fields: Record<string, unknown>) {
  process.stdout.write(`${JSON.stringify({ at: new Date().toISOString(), event, ...fields })}\n`);
}

export function createServer() {
  const server = new Server({ name: 'ledger-desk', version: '4.2.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...toolDefinitions] }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as CallParams;
    const handler = toolHandlers[params.name];
    if (!handler) return errorResult(`Unknown tool ${params.name}`);

    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || userId === '') return errorResult('Sign in to use ledger tools.');

    const started = performance.now();
    log('mcp.call', { tool: params.name, userId, resumed: params.requestState !== undefined, stateBytes: params.requestState?.length ?? 0 });
    try {
      const result = await handler(params, { userId });
      log('mcp.done', { tool: params.name, ms: Math.round(performance.now() - started), resultType: result.resultType ?? 'complete' });
      return result;
    } catch (err) {
      log('mcp.error', { tool: params.name, message: (err as Error).message });
      return errorResult('Something went wrong; the finance team has been notified.');
    }
  });

  return server;
}

export async function mcpEndpoint(req: Request, res: Response) {
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void transport.close().then(() => server.close()));
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
}
