import http from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { makeServer } from './server.js';
import { crmWebhook } from './webhook.js';
import { readDownloadLink } from './links.js';
import { env } from './env.js';

const mcp = createMcpHandler(makeServer);

// CRM access tokens; the CRM tells us whose they are
const authenticate = requireBearerAuth({
  requiredScopes: ['contacts'],
  verifier: {
    async verifyAccessToken(token: string) {
      const r = await fetch(`${env.crmBase}/oauth/tokeninfo`, { headers: { authorization: `Bearer ${token}` } });
      if (!r.ok) throw new Error('invalid token');
      const info = (await r.json()) as { user_id: string; client_id: string; scope: string; expires_at: number };
      return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.expires_at, extra: { userId: info.user_id } };
    },
  },
});

async function toRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  return new Request(`${env.publicUrl}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
}

http
  .createServer(async (req, res) => {
    try {
      const url = req.url ?? '/';
      if (url === '/webhooks/crm' && req.method === 'POST') return await crmWebhook(req, res);

      const dl = url.match(/^\/downloads\/([\w.-]+)$/);
      if (dl) {
        const link = readDownloadLink(dl[1]);
        res.writeHead(302, { location: `${env.crmBase}/files/${encodeURIComponent(link.fileId)}/content` }).end();
        return;
      }

      if (url !== '/mcp') return void res.writeHead(404).end();
      const request = await toRequest(req);
      const auth = await authenticate(request);
      const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) for await (const part of response.body) res.write(part);
      res.end();
    } catch (err) {
      console.error(err);
      if (!res.headersSent) res.writeHead(400).end();
    }
  })
  .listen(env.port, () => console.log(`crm-export mcp on :${env.port}`));
