import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { ARG_SCHEMAS, type ArgsOf, CATALOG, type ToolName, isToolName } from './mcp/catalog.js';
import { type CallContext, callContext } from './mcp/call-context.js';
import { type ToolOutcome, toWire } from './mcp/outcome.js';
import { escalateTicket } from './tools/escalate.js';
import { mergeTickets } from './tools/merge.js';
import { webhookRouter } from './http/webhooks.js';

type Handler<N extends ToolName> = (args: ArgsOf<N>, call: CallContext) => Promise<ToolOutcome>;

const HANDLERS: { readonly [N in ToolName]: Handler<N> } = {
  escalate_ticket: escalateTicket,
  merge_tickets: mergeTickets,
};

async function dispatch<N extends ToolName>(name: N, rawArgs: unknown, call: CallContext): Promise<CallToolResult> {
  const parsed = ARG_SCHEMAS[name].safeParse(rawArgs ?? {});
  if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);
  const handler = HANDLERS[name] as Handler<N>;
  return toWire(await handler(parsed.data as ArgsOf<N>, call));
}

function buildServer(): Server {
  const server = new Server({ name: 'helpdesk-escalation', version: '1.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...CATALOG] }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args } = request.params;
    if (!isToolName(name)) throw new McpError(ErrorCode.MethodNotFound, `unknown tool ${name}`);
    return dispatch(name, args, callContext(name, request.params, extra.authInfo));
  });

  return server;
}

const ISSUER = process.env.OIDC_ISSUER ?? 'https://id.example.com';

const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(`${ISSUER}/oauth2/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error('token rejected by issuer');
    const info = (await res.json()) as { sub: string; azp?: string; scope?: string; exp?: number };
    return {
      token,
      clientId: info.azp ?? 'unknown',
      scopes: info.scope?.split(' ') ?? [],
      expiresAt: info.exp ?? Math.floor(Date.now() / 1000) + 300,
      extra: { userId: info.sub },
    };
  },
};

const app = express();
app.use(
  express.json({
    limit: '1mb',
    verify: (req, _res, buf) => {
      (req as express.Request & { rawBody?: Buffer }).rawBody = buf;
    },
  }),
);

app.use(
  webhookRouter(async (event) => {
    console.info('helpdesk event', event.type);
  }),
);

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['helpdesk'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const port = Number(process.env.PORT ?? 3030);
app.listen(port, () => console.info(`helpdesk-escalation MCP on :${port}/mcp`));
