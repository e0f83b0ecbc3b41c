// Serves an MCP server factory over node:http behind bearer auth checked by OAuth token introspection.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler, requireBearerAuth, type McpServer } from '@modelcontextprotocol/server';

interface IntrospectionResult {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

async function introspect(token: string): Promise<IntrospectionResult> {
  const res = await fetch(process.env.RELAY_INTROSPECTION_URL ?? 'http://127.0.0.1:4444/oauth2/introspect', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) return { active: false };
  return (await res.json()) as IntrospectionResult;
}

const verifier = {
  async verifyAccessToken(token: string) {
    const info = await introspect(token);
    if (!info.active || !info.sub || !info.exp) throw new Error('inactive token');
    return {
      token,
      clientId: info.client_id ?? 'unknown',
      scopes: (info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

/** Serves an MCP server factory over plain node:http with bearer auth in front. */
export function serve(factory: () => McpServer, port: number, requiredScopes: string[]): void {
  const handler = createMcpHandler(factory);
  const auth = requireBearerAuth({ verifier, requiredScopes });

  createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const authInfo = await auth(request);
    const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  }).listen(port, () => console.error(`listening on :${port}`));
}
