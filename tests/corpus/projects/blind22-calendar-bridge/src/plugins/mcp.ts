import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { StateTokens } from '../state/StateTokens.js';
import { cancelMeeting, findSlot, refuse, type CallContext, type ToolDef } from '../tools/index.js';

export interface McpPluginOptions {
  /** OIDC issuer of the access tokens clients present. */
  issuer: string;
  audience: string;
  path?: string;
}

const TOOLS: ToolDef[] = [cancelMeeting as ToolDef, findSlot as ToolDef];

type MrtrParams = {
  name: string;
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: CallContext['inputResponses'];
};

function buildServer(tokens: StateTokens): Server {
  const server = new Server({ name: 'calendar-bridge', version: '1.0.4' }, { capabilities: { tools: {} } });
  const byName = new Map(TOOLS.map((t) => [t.name, t]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as MrtrParams;
    const tool = byName.get(params.name);
    const userId = extra.authInfo?.extra?.userId;
    if (!tool) return refuse(`Unknown tool ${params.name}`);
    if (typeof userId !== 'string') return refuse('Sign in to use calendar tools.');
    const result = await tool.run(params.arguments ?? {}, {
      userId,
      requestState: params.requestState,
      inputResponses: params.inputResponses,
      tokens,
    });
    return result as never;
  });

  return server;
}

export default fp<McpPluginOptions>(
  async (app, { issuer, audience, path = '/mcp' }) => {
    const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', issuer));

    async function authenticate(request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ')) {
        return reply.code(401).header('www-authenticate', `Bearer resource_metadata="${audience}"`).send();
      }
      const token = header.slice('Bearer '.length);
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256', 'ES256'] });
        const auth: AuthInfo = {
          token,
          clientId: String(payload.azp ?? payload.client_id ?? ''),
          scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
          expiresAt: payload.exp,
          extra: { userId: payload.sub },
        };
        (request.raw as typeof request.raw & { auth?: AuthInfo }).auth = auth;
      } catch (err) {
        request.log.info({ err }, 'rejected access token');
        return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send();
      }
    }

    app.post(path, { preHandler: authenticate }, async (request, reply) => {
      const server = buildServer(app.stateTokens);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    });
  },
  { name: 'mcp', dependencies: ['state-tokens'] },
);
