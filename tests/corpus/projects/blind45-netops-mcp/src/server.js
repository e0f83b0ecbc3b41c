import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { config } from './config.js';
import { text } from './results.js';
import { updateDnsRecord } from './tools/dns.js';
import { revokeFirewallRule } from './tools/firewall.js';

const tools = new Map([updateDnsRecord, revokeFirewallRule].map((t) => [t.definition.name, t]));

const issuer = `https://login.microsoftonline.com/${config.entra.tenantId}/v2.0`;
const jwks = createRemoteJWKSet(new URL(`https://login.microsoftonline.com/${config.entra.tenantId}/discovery/v2.0/keys`));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { issuer, audience: config.entra.audience });
    return {
      token,
      clientId: String(payload.azp ?? ''),
      scopes: String(payload.scp ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      // Entra's object id is stable per user and tenant; upn can change on a rename.
      extra: { userId: payload.oid, upn: payload.upn },
    };
  },
};

function buildServer() {
  const server = new Server({ name: 'netops-mcp', version: '2.0.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    // requestState and inputResponses are not in SDK 1.x's schema; they pass through on params.
    const { name, arguments: args = {}, requestState, inputResponses } = request.params;
    const tool = tools.get(name);
    if (!tool) return { ...text(`Unknown tool: ${name}`), isError: true };

    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || userId.length === 0) {
      return { ...text('This server needs a signed-in user.'), isError: true };
    }
    return tool.handle({ args, userId, tool: name, requestState, inputResponses });
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['NetOps.Operate'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => console.log(`netops-mcp listening on ${config.port}`));
