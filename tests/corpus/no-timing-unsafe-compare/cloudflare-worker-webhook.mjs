// Models a Cloudflare Worker (ESM, WebCrypto) that signs the body with crypto.subtle.sign and compares the base64 MAC to the header with ===.
const encoder = new TextEncoder();

async function hmacKey(secret) {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function verifyWebhook(request, env) {
  const header = request.headers.get('x-signature-sha256');
  if (header === null) {
    return { ok: false, status: 400 };
  }
  const body = await request.text();
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(env.WEBHOOK_SECRET), encoder.encode(body));
  const expected = btoa(String.fromCharCode(...new Uint8Array(mac)));
  if (header === expected) { // expect: no-timing-unsafe-compare
    return { ok: true, body };
  }
  return { ok: false, status: 401 };
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname !== '/webhook') {
      return new Response('not found', { status: 404 });
    }
    if (request.method !== 'POST') {
      return new Response('method not allowed', { status: 405, headers: { allow: 'POST' } });
    }
    const result = await verifyWebhook(request, env);
    if (result.ok !== true) {
      return new Response('unauthorized', { status: result.status });
    }
    const event = JSON.parse(result.body);
    if (event.type === 'ping') {
      return Response.json({ pong: true });
    }
    const cacheKey = `${event.type}:${event.id}`;
    const seen = await env.EVENTS.get(cacheKey);
    if (seen !== null) {
      return Response.json({ duplicate: true });
    }
    ctx.waitUntil(env.EVENTS.put(cacheKey, '1', { expirationTtl: 86_400 }));
    ctx.waitUntil(env.QUEUE.send(event));
    return Response.json({ accepted: true }, { status: 202 });
  },
};
