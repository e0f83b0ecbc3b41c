import http from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';
import { roundState } from './state/index.js';
import { registerEscalate } from './tools/escalate.js';
import { registerMerge } from './tools/merge.js';

const jwks = createRemoteJWKSet(new URL(config.ssoJwksUrl));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { audience: 'helpdesk-mcp' });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, zendeskUserId: payload.zendesk_user_id },
    };
  },
};

function agentOf(ctx) {
  const id = ctx.http?.authInfo?.extra?.zendeskUserId;
  if (!id) throw new Error('No Zendesk agent behind this token');
  return String(id);
}

function buildServer() {
  const server = new McpServer({ name: config.name, version: config.version }, { capabilities: { tools: {} } });
  const state = {
    seal: (data, binding, ctx) => roundState(server.server.getClientVersion()).seal(data, binding, ctx),
    open: (token, binding, ctx) => roundState(server.server.getClientVersion()).open(token, binding, ctx),
  };
  registerEscalate(server, { state, agentOf });
  registerMerge(server, { state, agentOf });
  return server;
}

const mcp = createMcpHandler(buildServer);
const guard = requireBearerAuth({ verifier, requiredScopes: ['tickets:write'] });

async function handle(request) {
  const authInfo = await guard(request);
  if (authInfo instanceof Response) return authInfo;
  return mcp.fetch(request, { authInfo });
}

http.createServer(toNodeHandler(handle)).listen(config.port, () => {
  console.log(`helpdesk-mcp on :${config.port} (state sealer: ${config.stateSealer})`);
});
