'use strict';

const http = require('node:http');
const { McpServer, createMcpHandler, requireBearerAuth } = require('@modelcontextprotocol/server');
const { toNodeHandler } = require('@modelcontextprotocol/node');
const { STATE_SECRET } = require('./lib/secret');
const { StateTokens } = require('./lib/state-token');
const { DeployTool } = require('./lib/tools/deploy');
const { RollbackTool } = require('./lib/tools/rollback');
const { RotateCredentialsTool } = require('./lib/tools/rotate-credentials');

const deps = { tokens: new StateTokens(STATE_SECRET), logger: console }; // expect: no-weak-state-key
const tools = [DeployTool, RollbackTool, RotateCredentialsTool].map((Tool) => new Tool(deps));

function buildServer() {
  const server = new McpServer({ name: 'deploy-guard', version: '1.4.1' }, { capabilities: { tools: {} } });
  for (const tool of tools) server.registerTool(tool.name, tool.config, tool.handler());
  return server;
}

// Tokens come from the platform's OAuth server; it also hands us the operator's delegated
// platform credentials so tools can act on their behalf.
const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(`${process.env.PLATFORM_API_URL || 'https://platform.internal.example.com/api'}/oauth/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = await res.json();
    if (!info.active) throw new Error('token inactive');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope || '').split(' '),
      expiresAt: info.exp,
      extra: {
        userId: info.sub,
        email: info.email,
        platform: { accessToken: token, refreshToken: info.refresh_token },
      },
    };
  },
};

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier, requiredScopes: ['deploy'] });

const server = http.createServer(
  toNodeHandler(async (request) => {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  }),
);

server.listen(Number(process.env.PORT || 4100), () => {
  console.log(`deploy-guard listening on ${server.address().port}`);
});
