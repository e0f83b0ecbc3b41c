// HTTP entry point that builds the devops-runner MCP server and serves it behind bearer auth.
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { github } from './github.js';
import { DeployTool } from './tools/deploy.js';
import { RollbackTool } from './tools/rollback.js';

const installations = {
  map: JSON.parse(process.env.GITHUB_INSTALLATIONS ?? '{}'),
  forRepo(repo) {
    const owner = repo.split('/')[0];
    const id = this.map[owner];
    if (!id) throw new Error(`No GitHub App installation for ${owner}`);
    return id;
  },
};

const audit = {
  info: (fields, msg) => console.error(JSON.stringify({ level: 'info', msg, ...fields, at: new Date().toISOString() })),
};

const services = { github, installations, audit };
const toolClasses = [DeployTool, RollbackTool];

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'devops-runner', version: '0.9.1' }, { capabilities: { tools: {} } });
  for (const Tool of toolClasses) new Tool(services).attach(server);
  return server;
});

const bearer = requireBearerAuth({
  requiredScopes: ['deploy'],
  verifier: {
    async verifyAccessToken(token) {
      const res = await fetch(process.env.AUTH_INTROSPECT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = await res.json();
      if (!info.active) throw new Error('inactive');
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

createServer(
  toNodeHandler(async (request) => {
    const authInfo = await bearer(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  }),
).listen(Number(process.env.PORT ?? 7070));
