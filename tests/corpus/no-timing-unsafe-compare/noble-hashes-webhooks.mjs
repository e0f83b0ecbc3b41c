// Models an edge-runtime webhook router (ESM) that verifies GitHub, Paddle and a partner's signatures with @noble/hashes v2 (.js subpaths), serves ETags and accepts a static bearer scheme.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { equalBytes } from '@noble/curves/abstract/utils.js';

const GITHUB_SECRET = utf8ToBytes(process.env.GITHUB_WEBHOOK_SECRET ?? '');
const PADDLE_SECRET = utf8ToBytes(process.env.PADDLE_WEBHOOK_SECRET ?? '');

export function verifyGithub(rawBody, headers) {
  const header = headers.get('x-hub-signature-256') ?? '';
  const expected = `sha256=${bytesToHex(hmac(sha256, GITHUB_SECRET, rawBody))}`; // expect: no-weak-state-key
  return header === expected; // expect: no-timing-unsafe-compare
}

export function verifyPaddle(rawBody, headers) {
  const parts = Object.fromEntries((headers.get('paddle-signature') ?? '').split(';').map((part) => part.split('=')));
  const signed = utf8ToBytes(`${parts.ts}:${rawBody}`);
  const mac = hmac.create(sha256, PADDLE_SECRET).update(signed).digest(); // expect: no-weak-state-key
  if (bytesToHex(mac) !== parts.h1) { // expect: no-timing-unsafe-compare
    return false;
  }
  return Math.abs(Date.now() / 1000 - Number(parts.ts)) < 300;
}

export function verifyPartner(rawBody, headers) {
  // the partner's own scheme: SHA-512 of the body followed by the shared secret
  const digest = bytesToHex(sha512(utf8ToBytes(rawBody + process.env.PARTNER_SHARED_SECRET)));
  return digest == headers.get('x-partner-digest'); // expect: no-timing-unsafe-compare
}

export function verifyPartnerSafely(rawBody, headers) {
  const mac = hmac(sha256, utf8ToBytes(process.env.PARTNER_SHARED_SECRET), utf8ToBytes(rawBody));
  const received = hexToBytes(headers.get('x-partner-mac') ?? '');
  return equalBytes(mac, received);
}

export function etagFor(body) {
  return `"${bytesToHex(sha256(utf8ToBytes(body))).slice(0, 32)}"`;
}

export function notModified(request, body) {
  return request.headers.get('if-none-match') === etagFor(body);
}

export function isBearer(authorization) {
  const [scheme] = authorization.split(' ');
  return scheme === 'Bearer';
}

export async function route(request) {
  const rawBody = await request.text();
  const source = new URL(request.url).pathname.slice(1);
  const verified =
    source === 'github' ? verifyGithub(rawBody, request.headers) : source === 'paddle' ? verifyPaddle(rawBody, request.headers) : verifyPartner(rawBody, request.headers);
  if (!verified) {
    return new Response('invalid signature', { status: 401 });
  }
  return new Response(null, { status: 204 });
}
