// Express entry point that lists the refund tools and serves the MCP server at /mcp behind bearer auth.
// @ts-nocheck
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { config } from './config';
import { reply, RoundParams } from './rounds';
import { findCharge, FIND_CHARGE } from './tools/findCharge';
import { issueRefund, ISSUE_REFUND } from './tools/issueRefund';
import type { Caller } from './tools/types';

const toolList = [
  {
    name: FIND_CHARGE,
    description: 'List recent charges for a customer by email.',
    inputSchema: { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
    annotations: { readOnlyHint: true },
  },
  {
    name: ISSUE_REFUND,
    description: 'Refund part or all of a charge. The user confirms before anything is refunded.',
    inputSchema: {
      type: 'object',
      properties: { chargeId: { type: 'string' }, amountCents: { type: 'integer', minimum: 1 } },
      required: ['chargeId', 'amountCents'],
    },
    annotations: { destructiveHint: true },
  },
];

const handlers: Record<string, (p: RoundParams, c: Caller) => Promise<unknown>> = {
  [FIND_CHARGE]: findCharge,
  [ISSUE_REFUND]: issueRefund,
};

function callerFrom(authInfo: AuthInfo | undefined): Caller {
  const userId = authInfo?.extra?.userId;
  if (!authInfo || typeof userId !== 'string') throw new Error('unauthenticated');
  return { userId, accessToken: authInfo.token };
}

function buildServer(): Server {
  const server = new Server({ name: 'billing-refunds', version: '2.1.3' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolList }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as RoundParams;
    const handler = handlers[params.name];
    if (!handler) return reply(`Unknown tool: ${params.name}`, true);
    return (await handler(params, callerFrom(extra.authInfo))) as any;
  });
  return server;
}

const app = express();
app.use(express.json());
app.post(
  '/mcp',
  requireBearerAuth({ verifier: { verifyAccessToken: (t: string) => import('./authVerifier').then((m) => m.verify(t)) } }),
  async (req, res) => {
    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => void transport.close());
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  },
);
app.listen(config.port, () => console.log(`billing-refunds MCP on :${config.port}`));
