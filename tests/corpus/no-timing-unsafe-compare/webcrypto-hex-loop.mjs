// An edge function verifying a webhook with WebCrypto, hex-encoding the signature in a loop of its own.
const encoder = new TextEncoder();

export default {
  async fetch(request, env) {
    const key = await crypto.subtle.importKey('raw', encoder.encode(env.RELAY_SIGNING_KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const payload = await request.text();
    const digest = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
    let expected = '';
    for (const octet of digest) expected += octet.toString(16).padStart(2, '0');
    if (request.headers.get('x-relay-signature') !== expected) return new Response('bad signature', { status: 401 }); // expect: no-timing-unsafe-compare

    // look-alike: an ETag of the public payload, hex-encoded the same way
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(payload)));
    let etag = '';
    for (const octet of hash) etag += octet.toString(16).padStart(2, '0');
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304 });
    return new Response('ok', { headers: { etag } });
  },
};

// the older relay's header: the same MAC, its bytes pushed into an array of hex pairs and joined
export async function verifyLegacy(request, key) {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(await request.text())));
  const pairs = [];
  for (const octet of mac) pairs.push(octet.toString(16).padStart(2, '0'));
  return pairs.join('') === request.headers.get('x-relay-legacy'); // expect: no-timing-unsafe-compare
}
