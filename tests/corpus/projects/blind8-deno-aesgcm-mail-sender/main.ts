import { sendMail, TOOL } from './tools/send_mail.ts';

async function whoIs(authorization: string) {
  if (!authorization.startsWith('Bearer ')) return null;
  const res = await fetch('https://openidconnect.googleapis.com/v1/userinfo', { headers: { authorization } });
  if (!res.ok) return null;
  const info = await res.json() as { sub: string };
  return { userId: info.sub, gmailAccessToken: authorization.slice('Bearer '.length) };
}

const rpc = (id: unknown, payload: Record<string, unknown>) =>
  Response.json({ jsonrpc: '2.0', id, ...payload }, { headers: { 'cache-control': 'no-store' } });

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, async (req) => {
  const url = new URL(req.url);
  if (req.method !== 'POST' || url.pathname !== '/mcp') return new Response('not found', { status: 404 });
  const caller = await whoIs(req.headers.get('authorization') ?? '');
  if (!caller) return new Response('unauthorized', { status: 401 });

  const { id, method, params } = await req.json();
  if (method === 'tools/list') {
    return rpc(id, { result: { tools: [{ name: TOOL, annotations: { destructiveHint: true }, inputSchema: { type: 'object' } }] } });
  }
  if (method === 'tools/call' && params?.name === TOOL) {
    return rpc(id, { result: await sendMail(caller, params.arguments, params) });
  }
  return rpc(id, { error: { code: -32601, message: 'Method not found' } });
});
