import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createServer } from 'node:http';
import { gateState } from './state.js';
import { deploy, deployConfig } from './tools/deploy.js';
import { rollback, rollbackConfig } from './tools/rollback.js';
import { config, introspect } from './pipeline.js';

function build() {
  const server = new McpServer(
    { name: 'deploy-gate', version: '3.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: gateState.verify } },
  );
  server.registerTool('deploy', deployConfig, deploy);
  server.registerTool('rollback', rollbackConfig, rollback);
  return server;
}

const mcp = createMcpHandler(build);
const guard = requireBearerAuth({
  requiredScopes: ['deploy'],
  verifier: {
    async verifyAccessToken(token: string) {
      const info = await introspect(token);
      return { token, clientId: info.clientId, scopes: info.scopes, expiresAt: info.exp, extra: { userId: info.user } };
    },
  },
});

createServer(
  toNodeHandler(async (request: Request) => {
    const authInfo = await guard(request);
    return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
  }),
).listen(config.port, () => console.error(`deploy-gate listening on :${config.port}`));
