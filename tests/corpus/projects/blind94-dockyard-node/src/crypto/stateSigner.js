// Signs and verifies Dockyard requestState tokens (HMAC-SHA-256 via Web Crypto) and reads them from _meta.
const { webcrypto } = require('node:crypto');
const { toB64url, fromB64url, textToB64url, b64urlToText } = require('./b64url');

const { subtle } = webcrypto;
const FORMAT = 'dy1';
const MAX_TOKEN_CHARS = 4096;
const STATE_META = 'dev.dockyard/requestState';
const INPUTS_META = 'dev.dockyard/inputResponses';
const utf8 = new TextEncoder();

function importStateKey(keyBytes) {
  return subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

async function digestArgs(args) {
  const digest = await subtle.digest('SHA-256', utf8.encode(canonicalJson(args)));
  return toB64url(new Uint8Array(digest));
}

async function seal(key, { sub, tool, argsDigest, data }, { ttlSeconds, apiVersion }) {
  const claims = {
    v: apiVersion,
    sub,
    tool,
    ad: argsDigest,
    exp: Math.floor(Date.now() / 1000) + ttlSeconds,
    d: data,
  };
  const signingInput = `${FORMAT}.${textToB64url(JSON.stringify(claims))}`;
  const mac = await subtle.sign('HMAC', key, utf8.encode(signingInput));
  return `${signingInput}.${toB64url(new Uint8Array(mac))}`;
}

async function open(key, token, binding) {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== FORMAT) return null;
  const mac = fromB64url(parts[2]);
  if (!mac || mac.length !== 32) return null;
  const valid = await subtle.verify('HMAC', key, mac, utf8.encode(`${parts[0]}.${parts[1]}`));
  if (!valid) return null;

  const text = b64urlToText(parts[1]);
  if (text === null) return null;
  const claims = JSON.parse(text);
  if (claims.sub !== binding.sub || claims.tool !== binding.tool) return null;
  if (claims.ad !== binding.argsDigest) return null;
  if (claims.v !== binding.apiVersion) return null;
  if (!Number.isInteger(claims.exp) || claims.exp <= Math.floor(Date.now() / 1000)) return null;
  return claims.d ?? {};
}

function readRound(extra) {
  const meta = extra?._meta ?? {};
  return { state: meta[STATE_META], responses: meta[INPUTS_META] ?? {} };
}

module.exports = { importStateKey, digestArgs, seal, open, readRound, STATE_META };
