const enc = new TextEncoder();

/** One imported key per isolate; env is stable for the lifetime of the isolate. */
const keys = new WeakMap();

function hmacKey(env) {
  let key = keys.get(env);
  if (!key) {
    key = crypto.subtle.importKey('raw', enc.encode(env.STATE_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(env, key);
  }
  return key;
}

export const b64url = {
  encode(bytes) {
    let bin = '';
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  },
  decode(text) {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  },
};

export async function sign(env, body) {
  const sig = await crypto.subtle.sign('HMAC', await hmacKey(env), enc.encode(body));
  return new Uint8Array(sig);
}

export async function verify(env, body, tag) {
  const expected = await sign(env, body);
  let given;
  try {
    given = b64url.decode(tag);
  } catch {
    return false;
  }
  if (given.length !== expected.length) return false;
  for (let i = 0; i < expected.length; i++) {
    if (given[i] !== expected[i]) return false; // expect: no-timing-unsafe-compare
  }
  return true;
}
