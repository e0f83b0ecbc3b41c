// Models a Cloudflare Worker (TypeScript) that verifies Stripe-style and Slack-style signatures with crypto.subtle, turning the MAC into hex the usual ways, and checks a download against its published SHA-256.
// @ts-nocheck
interface Env {
  STRIPE_WEBHOOK_SECRET: string;
  SLACK_SIGNING_SECRET: string;
  RELEASES: R2Bucket;
}

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export class StripeSignature {
  constructor(private readonly secret: string) {}

  async matches(header: string, payload: string): Promise<boolean> {
    const fields = new Map(header.split(',').map((field) => field.split('=') as [string, string]));
    const timestamp = fields.get('t');
    const v1 = fields.get('v1');
    if (!timestamp || !v1) return false;
    const key = await hmacKey(this.secret);
    const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${payload}`));
    const expected = Array.from(new Uint8Array(mac))
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    return expected === v1; // expect: no-timing-unsafe-compare
  }
}

async function slackSignatureMatches(request: Request, body: string, env: Env): Promise<boolean> {
  const timestamp = request.headers.get('x-slack-request-timestamp');
  const signature = request.headers.get('x-slack-signature');
  if (!timestamp || !signature) return false;
  const key = await hmacKey(env.SLACK_SIGNING_SECRET);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`v0:${timestamp}:${body}`));
  const hex = [...new Uint8Array(mac)].map((b) => ('0' + b.toString(16)).slice(-2)).join('');
  return signature === `v0=${hex}`; // expect: no-timing-unsafe-compare
}

async function slackSignatureMatchesSafely(request: Request, body: string, env: Env): Promise<boolean> {
  const timestamp = request.headers.get('x-slack-request-timestamp') ?? '';
  const signature = (request.headers.get('x-slack-signature') ?? '').replace(/^v0=/, '');
  const bytes = new Uint8Array(signature.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? []);
  return crypto.subtle.verify('HMAC', await hmacKey(env.SLACK_SIGNING_SECRET), bytes, encoder.encode(`v0:${timestamp}:${body}`));
}

async function releaseIntact(object: R2ObjectBody, published: string): Promise<boolean> {
  const digest = await crypto.subtle.digest('SHA-256', await object.arrayBuffer());
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return hex === published.toLowerCase();
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const body = await request.text();
    if (url.pathname === '/stripe') {
      const ok = await new StripeSignature(env.STRIPE_WEBHOOK_SECRET).matches(request.headers.get('stripe-signature') ?? '', body);
      return new Response(ok ? 'ok' : 'bad signature', { status: ok ? 200 : 400 });
    }
    if (url.pathname === '/slack') {
      const ok = url.searchParams.has('strict') ? await slackSignatureMatchesSafely(request, body, env) : await slackSignatureMatches(request, body, env);
      return new Response(ok ? 'ok' : 'bad signature', { status: ok ? 200 : 401 });
    }
    const release = await env.RELEASES.get(url.pathname.slice(1));
    if (release === null) return new Response('not found', { status: 404 });
    const intact = await releaseIntact(release, url.searchParams.get('sha256') ?? '');
    return new Response(intact ? 'verified' : 'checksum mismatch', { status: intact ? 200 : 409 });
  },
};
