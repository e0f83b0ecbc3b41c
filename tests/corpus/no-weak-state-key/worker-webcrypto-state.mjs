// Models a Cloudflare Worker MCP endpoint that HMAC-signs requestState with WebCrypto: the key comes from the env binding, except a preview path with a literal key.
const encoder = new TextEncoder();

async function hmacKey(secret) {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

async function previewKey() {
  return crypto.subtle.importKey('raw', encoder.encode('preview-worker-secret'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']); // expect: no-weak-state-key
}

const b64url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function seal(key, payload) {
  const body = b64url(encoder.encode(JSON.stringify(payload)));
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(body));
  return `${body}.${b64url(mac)}`;
}

async function open(key, token, userId, tool) {
  const [body, mac] = String(token).split('.');
  if (!body || !mac) return null;
  const signature = Uint8Array.from(atob(mac.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  if (!(await crypto.subtle.verify('HMAC', key, signature, encoder.encode(body)))) return null;
  const state = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/')));
  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;
}

export default {
  async fetch(request, env) {
    const message = await request.json();
    const userId = await env.SESSIONS.get(request.headers.get('cf-access-jwt-assertion') ?? '');
    const key = new URL(request.url).pathname.startsWith('/preview') ? await previewKey() : await hmacKey(env.STATE_SECRET);
    const params = message.params ?? {};
    let result;
    if (!params.requestState) {
      result = {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Run ${params.name}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: await seal(key, { args: params.arguments, userId, tool: params.name, exp: Date.now() + 600_000 }),
      };
    } else {
      const state = await open(key, params.requestState, userId, params.name);
      result = state
        ? { content: [{ type: 'text', text: params.inputResponses?.confirm?.content?.ok ? 'Done' : 'Cancelled' }] }
        : { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    }
    return Response.json({ jsonrpc: '2.0', id: message.id, result });
  },
};
