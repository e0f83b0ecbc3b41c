import { createServer } from 'node:http';
import {
  McpServer,
  createMcpHandler,
  requireBearerAuth,
  OAuthError,
  OAuthErrorCode,
  type AuthInfo,
} from '@modelcontextprotocol/server';
import { PluginHost } from './plugin-host.js';
import { stateCodec } from './state/codec.js';
import { notesService } from './services/notes.js';
import { PORT, enabledPlugins, introspectionUrl } from './config.js';

const host = new PluginHost();

host.beforeEach((name, ctx) => {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    return { isError: true, content: [{ type: 'text', text: 'Your token does not name a user.' }] };
  }
  if (!ctx.http?.authInfo?.scopes.includes('notes')) {
    return { isError: true, content: [{ type: 'text', text: `${name} needs the "notes" scope.` }] };
  }
});

host.afterEach((name, ctx, result) => {
  const resumed = ctx.mcpReq.requestState() !== undefined;
  const outcome = 'resultType' in result && result.resultType === 'input_required' ? 'suspended' : 'finished';
  console.info(JSON.stringify({ tool: name, user: ctx.http?.authInfo?.extra?.userId, resumed, outcome }));
});

await host.load(enabledPlugins, { notes: notesService });

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'notes', version: '3.0.1' },
    { requestState: { verify: stateCodec.verify } },
  );
  host.attach(server);
  return server;
}

const introspectionAuth = `Basic ${Buffer.from(
  `${process.env.NOTES_INTROSPECTION_CLIENT_ID}:${process.env.NOTES_INTROSPECTION_CLIENT_SECRET}`,
).toString('base64')}`;

const bearer = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const res = await fetch(introspectionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: introspectionAuth },
        body: new URLSearchParams({ token }),
      });
      const info = (await res.json()) as { active?: boolean; sub?: string; client_id?: string; scope?: string; exp?: number; token_type?: string };
      if (!info.active || info.token_type !== 'Bearer') throw new OAuthError(OAuthErrorCode.InvalidToken, 'inactive token');
      return {
        token,
        clientId: info.client_id ?? 'unknown',
        scopes: (info.scope ?? '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { userId: info.sub },
      };
    },
  },
  requiredScopes: ['notes'],
});

const mcp = createMcpHandler(buildServer);

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])) as [string, string][],
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const auth = await bearer(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(PORT);
