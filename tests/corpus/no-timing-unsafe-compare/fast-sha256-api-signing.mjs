// Models a browser/edge API client and its server-side check (ESM) built on fast-sha256: an HMAC of each request, a legacy keyed hash of secret + query, and content hashes for uploads.
import sha256, { hmac, HMAC } from 'fast-sha256';

const encoder = new TextEncoder();
const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function signRequest(method, path, body, apiSecret) {
  const mac = hmac(encoder.encode(apiSecret), encoder.encode(`${method}\n${path}\n${body}`));
  return Buffer.from(mac).toString('base64');
}

export function checkRequest(req) {
  const mac = new HMAC(encoder.encode(process.env.API_SIGNING_SECRET));
  mac.update(encoder.encode(`${req.method}\n${req.path}\n${req.rawBody}`));
  const expected = Buffer.from(mac.digest()).toString('base64');
  if (req.get('x-signature') !== expected) { // expect: no-timing-unsafe-compare
    return { ok: false, status: 401 };
  }
  return { ok: true };
}

export function checkLegacyQuery(query) {
  const { sig, ...params } = query;
  const canonical = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  const digest = Buffer.from(sha256(encoder.encode(process.env.LEGACY_API_SECRET + canonical))).toString('hex');
  return sig === digest; // expect: no-timing-unsafe-compare
}

export function uploadMatches(bytes, declaredSha256) {
  return Buffer.from(sha256(bytes)).toString('hex') === declaredSha256;
}

export function chunkIds(chunks) {
  return chunks.map((chunk) => Buffer.from(sha256.hash(chunk)).toString('hex').slice(0, 16));
}

export function sameUploadSession(a, b) {
  return toHex(sha256(encoder.encode(a.id))) === toHex(sha256(encoder.encode(b.id)));
}
