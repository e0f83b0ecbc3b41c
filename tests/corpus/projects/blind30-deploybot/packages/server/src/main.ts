import { createServer } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { loadEnv } from '../../config/src/env.js';
import { TokenSigner } from '../../state-kit/src/index.js';
import type { ToolHandler } from '../../tool-base/src/tool-handler.js';
import { ClusterClient } from './cluster.js';
import { RollbackTool } from './tools/rollback.js';
import { ScaleTool } from './tools/scale.js';

const env = loadEnv();
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.oidcIssuer));

async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, { issuer: env.oidcIssuer, audience: env.oidcAudience });
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub },
  };
}

const signer = new TokenSigner(env.stateSecret); // expect: no-weak-state-key
const cluster = new ClusterClient(env);
// (the project turns @typescript-eslint/no-explicit-any off for the next line)
const tools: ToolHandler<any, any>[] = [new RollbackTool(signer, cluster), new ScaleTool(signer, cluster)];

function buildServer(): McpServer {
  const server = new McpServer({ name: 'deploybot', version: '2.3.0' }, { capabilities: { tools: {} } });
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: tool.inputShape, annotations: tool.annotations },
      (args, ctx) => tool.execute(args, ctx),
    );
  }
  return server;
}

const mcp = createMcpHandler(buildServer);
const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['deploy'] });

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(env.port, () => {
  console.log(`deploybot MCP listening on :${env.port}`);
});
