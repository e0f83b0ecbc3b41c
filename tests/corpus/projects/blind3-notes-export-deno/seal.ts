// Signed continuation state for the export tools. Web Crypto only, so it runs on Deno Deploy too.
const te = new TextEncoder();
const td = new TextDecoder();

const keyMaterial = te.encode(`notes-export:${Deno.hostname()}`);
const hmacKey = await crypto.subtle.importKey('raw', keyMaterial, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']); // expect: no-weak-state-key

const toB64u = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64u = (s: string) =>
  Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function macOf(body: string): Promise<string> {
  return toB64u(new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, te.encode(body))));
}

export async function seal<T>(data: T, who: string, tool: string): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + 600;
  const body = toB64u(te.encode(JSON.stringify({ d: data, who, tool, exp })));
  return `${body}.${await macOf(body)}`;
}

export async function unseal<T>(token: string, who: string, tool: string): Promise<T> {
  const [body = '', mac = ''] = token.split('.');
  const expected = await macOf(body);
  if (mac !== expected) throw new Error('requestState signature mismatch'); // expect: no-timing-unsafe-compare
  const claims = JSON.parse(td.decode(fromB64u(body)));
  if (claims.who !== who || claims.tool !== tool) throw new Error('requestState belongs to another call');
  if (claims.exp < Date.now()) throw new Error('requestState expired'); // expect: require-state-binding
  return claims.d as T;
}
