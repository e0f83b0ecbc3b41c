import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { registerAttachPhotos } from './tools/attach-photos.js';
import { registerCloseInspection } from './tools/close-inspection.js';
import { registerReviewFindings } from './tools/review-findings.js';

const introspectionUrl = process.env.IDP_INTROSPECTION_URL;
const clientId = process.env.IDP_CLIENT_ID;
const clientSecret = process.env.IDP_CLIENT_SECRET;
if (!introspectionUrl || !clientId || !clientSecret) throw new Error('IDP_INTROSPECTION_URL, IDP_CLIENT_ID and IDP_CLIENT_SECRET are required');

// RFC 7662 introspection; the resource server authenticates to the IdP with its own client credentials
const authenticate = requireBearerAuth({
  requiredScopes: ['inspections'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(introspectionUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
      const info = (await res.json()) as { active: boolean; sub?: string; client_id: string; scope?: string; exp: number };
      if (!info.active || !info.sub) throw new Error('inactive token');
      return { token, clientId: info.client_id, scopes: (info.scope ?? '').split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    },
  },
});

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'fieldkit-inspections', version: '1.8.0' }, { capabilities: { tools: {} } });
  registerCloseInspection(server);
  registerReviewFindings(server);
  registerAttachPhotos(server);
  return server;
});

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
  });
  const authInfo = await authenticate(request);
  const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 8080));
