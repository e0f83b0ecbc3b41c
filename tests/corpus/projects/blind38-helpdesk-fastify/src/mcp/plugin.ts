import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { prisma, type Agent } from '../desk.js';
import { refused, type CallParams } from './results.js';
import { draftReplyTool, runDraftReply } from './tools/draft-reply.js';
import { escalateTool, runEscalate } from './tools/escalate.js';
import { mergeTicketsTool, runMergeTickets } from './tools/merge-tickets.js';

type Runner = (params: CallParams, agent: Agent) => Promise<unknown>;

const tools = [mergeTicketsTool, draftReplyTool, escalateTool];
const runners: Record<string, Runner> = {
  [mergeTicketsTool.name]: runMergeTickets,
  [draftReplyTool.name]: runDraftReply,
  [escalateTool.name]: runEscalate,
};

declare module 'fastify' {
  interface FastifyRequest {
    agent?: Agent;
    authInfo?: AuthInfo;
  }
}

/**
 * API tokens are random 32-byte strings shown once; only their SHA-256 is stored, and the
 * lookup by hash is the check (no string comparison of the token itself happens here).
 */
async function bearer(request: FastifyRequest, reply: FastifyReply) {
  const match = /^Bearer (hd_[A-Za-z0-9_-]{43})$/.exec(request.headers.authorization ?? '');
  if (!match) {
    return reply.code(401).header('www-authenticate', 'Bearer realm="helpdesk-mcp"').send({ error: 'unauthorized' });
  }
  const tokenHash = createHash('sha256').update(match[1]).digest('hex');
  const row = await prisma.apiToken.findUnique({
    where: { tokenHash },
    select: { label: true, scopes: true, expiresAt: true, revokedAt: true, agent: { select: { id: true, name: true, teamIds: true } } },
  });
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
    return reply.code(401).send({ error: 'token expired or revoked' });
  }
  request.agent = row.agent;
  request.authInfo = {
    token: match[1],
    clientId: row.label,
    scopes: row.scopes,
    expiresAt: Math.floor(row.expiresAt.getTime() / 1000),
    extra: { userId: row.agent.id },
  };
}

function buildServer(agent: Agent): Server {
  const server = new Server({ name: 'helpdesk', version: '1.6.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...tools] }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const params = request.params as CallParams;
    const run = runners[params.name];
    if (!run) return refused(`Unknown tool: ${params.name}`);
    return (await run(params, agent)) as never;
  });
  return server;
}

export const mcpPlugin: FastifyPluginAsync = async (app) => {
  app.post('/mcp', { preHandler: bearer }, async (request, reply) => {
    const server = buildServer(request.agent!);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    Object.assign(request.raw, { auth: request.authInfo });
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless server: no SSE stream to resume and no session to delete.
  app.get('/mcp', async (_request, reply) => reply.code(405).header('allow', 'POST').send());
  app.delete('/mcp', async (_request, reply) => reply.code(405).header('allow', 'POST').send());
};
