import express from 'express';
import { randomUUID } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { config } from './config.js';
import { callerFrom, Unauthenticated } from './caller.js';
import { commands, toolDefinitions } from './commands/registry.js';
import { failure, type InputResponses } from './commands/command.js';

interface RoundTripParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: InputResponses;
  requestState?: string;
}

async function introspect(token: string): Promise<AuthInfo> {
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${config.introspectionClientId}:${config.introspectionClientSecret ?? ''}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  const body = (await res.json()) as { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
  if (!body.active || !body.sub) throw new Error('inactive token');
  return {
    token,
    clientId: body.client_id ?? 'unknown',
    scopes: (body.scope ?? '').split(' ').filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
}

function buildServer(): Server {
  const server = new Server({ name: 'ledger', version: '0.7.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolDefinitions() }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as RoundTripParams;
    const command = commands.get(params.name);
    if (!command) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${params.name}`);

    const parsed = command.schema.safeParse(params.arguments ?? {});
    if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);

    try {
      const caller = callerFrom(extra);
      if (typeof params.requestState !== 'string') return await command.execute(parsed.data, caller);
      return await command.resume(parsed.data, caller, params.requestState, params.inputResponses ?? {});
    } catch (err) {
      if (err instanceof Unauthenticated) return failure(err.message);
      throw err;
    }
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

const auth = requireBearerAuth({
  verifier: { verifyAccessToken: introspect },
  resourceMetadataUrl: new URL('/.well-known/oauth-protected-resource', config.publicUrl).href,
});

app.post('/mcp', auth, async (req, res) => {
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  const server = buildServer();
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const instanceId = randomUUID();
app.get('/healthz', (_req, res) => {
  res.json({ ok: true, instance: instanceId });
});

app.listen(config.port, () => {
  console.log(`ledger MCP listening on :${config.port}`);
});
