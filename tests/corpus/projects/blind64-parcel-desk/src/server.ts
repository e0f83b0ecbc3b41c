import { createServer } from 'node:http';
import * as z from 'zod/v4';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { cfg } from './env.js';
import { shipment, grantFor, call } from './carrier.js';
import { labelLink, readLink } from './links.js';
import { register as registerReschedule } from './tools/reschedule.js';
import { register as registerCancel } from './tools/cancel.js';
import { who } from './who.js';

function build(): McpServer {
  const server = new McpServer(
    { name: 'parcel-desk', version: '0.4.2' },
    { capabilities: { tools: {} } },
  );

  server.registerTool(
    'get_label',
    {
      description: 'Link to the shipping label PDF of a parcel, for the desk printer.',
      inputSchema: { parcel: z.string().min(6), account: z.string() },
      annotations: { readOnlyHint: true },
    },
    async ({ parcel, account }, ctx) => {
      who(ctx);
      const info = await shipment(parcel, account);
      return { content: [{ type: 'text', text: `Label for ${info.parcel}: ${labelLink(info.parcel, info.account)}` }] };
    },
  );

  registerReschedule(server);
  registerCancel(server);
  return server;
}

const auth = requireBearerAuth({
  requiredScopes: ['desk'],
  verifier: {
    async verifyAccessToken(token: string) {
      const res = await fetch(cfg.auth.introspect, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, audience: cfg.auth.audience }),
      });
      const info = (await res.json()) as { active: boolean; sub?: string; client_id: string; scope?: string; exp: number };
      if (!info.active || !info.sub) throw new Error('inactive token');
      return {
        token,
        clientId: info.client_id,
        scopes: (info.scope ?? '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { userId: info.sub },
      };
    },
  },
});

const mcp = createMcpHandler(build);

async function labels(blob: string): Promise<Response> {
  const value = readLink(blob);
  if (!value) return new Response('link expired', { status: 410 });
  const res = await grantFor(value.account);
  const pdf = await call<{ url: string }>(res.access_token, `/v2/shipments/${value.parcel}/label`);
  return Response.redirect(pdf.url, 302);
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', cfg.origin);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });

  let response: Response;
  if (url.pathname.startsWith('/labels/')) {
    response = await labels(url.pathname.slice('/labels/'.length));
  } else if (url.pathname === '/mcp') {
    const authInfo = await auth(request);
    response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  } else {
    response = new Response('not found', { status: 404 });
  }

  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(cfg.port, () => {
  console.log(`parcel-desk listening on :${cfg.port}`);
});
