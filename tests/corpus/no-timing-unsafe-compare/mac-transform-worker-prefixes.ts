// Models a Cloudflare Worker (TypeScript) that verifies partner callbacks with WebCrypto MACs wrapped in `t=…,v1=…` templates, upper-cased hex and a substring before comparing them.
// @ts-nocheck
interface Env {
  PARTNER_KEY: string;
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function callbackSignature(secret: string, timestamp: string, body: string): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const body = await request.text();
    if (url.pathname === '/callbacks/orders') {
      const timestamp = request.headers.get('x-partner-timestamp') ?? '';
      const header = request.headers.get('x-partner-signature');
      if (header !== (await callbackSignature(env.PARTNER_KEY, timestamp, body))) { // expect: no-timing-unsafe-compare
        return new Response('forbidden', { status: 403 });
      }
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/callbacks/refunds') {
      const digest = (await hmacHex(env.PARTNER_KEY, body)).toUpperCase();
      const claimed = request.headers.get('x-refund-digest');
      return claimed === digest ? new Response(null, { status: 204 }) : new Response('forbidden', { status: 403 }); // expect: no-timing-unsafe-compare
    }
    if (url.pathname === '/callbacks/ping') {
      const short = (await hmacHex(env.PARTNER_KEY, url.searchParams.get('nonce') ?? '')).substring(0, 12);
      if (url.searchParams.get('proof') === short) return new Response('pong'); // expect: no-timing-unsafe-compare
      return new Response('forbidden', { status: 403 });
    }
    // a route name and a content type are not secrets
    if (url.pathname === '/callbacks' && request.headers.get('content-type') === 'application/json') {
      return Response.json({ routes: ['orders', 'refunds', 'ping'] });
    }
    return new Response('not found', { status: 404 });
  },
};
