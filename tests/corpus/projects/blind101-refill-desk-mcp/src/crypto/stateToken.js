// Issues and checks Ed25519-signed requestState tokens (tweetnacl) for the refill tools.
const nacl = require('tweetnacl');
const { decodeBase64, decodeUTF8, encodeBase64, encodeUTF8 } = require('tweetnacl-util');
const { stateKeyPair } = require('./keys');

function toUrl(bytes) {
  return encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromUrl(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('malformed token segment');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return decodeBase64(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
}

function stable(value) {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

function argsDigest(args) {
  return toUrl(nacl.hash(decodeUTF8(stable(args))).slice(0, 32));
}

function issue(payload, { sub, tool, args, ttlMs }) {
  const iat = Date.now();
  const claims = { v: 1, sub, tool, iat, p: payload };
  if (args !== undefined) claims.ad = argsDigest(args);
  if (ttlMs) claims.exp = iat + ttlMs;
  const body = decodeUTF8(JSON.stringify(claims));
  const sig = nacl.sign.detached(body, stateKeyPair().secretKey);
  return `${toUrl(body)}.${toUrl(sig)}`;
}

function accept(token, { sub, tool, args }) {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  let body;
  let sig;
  try {
    body = fromUrl(parts[0]);
    sig = fromUrl(parts[1]);
  } catch {
    return null;
  }
  if (sig.length !== nacl.sign.signatureLength) return null;
  if (!nacl.sign.detached.verify(body, sig, stateKeyPair().publicKey)) return null;
  const claims = JSON.parse(encodeUTF8(body));
  if (claims.v !== 1 || claims.sub !== sub || claims.tool !== tool) return null;
  if (claims.exp !== undefined && claims.exp <= Date.now()) return null;
  if (args !== undefined && claims.ad !== argsDigest(args)) return null;
  return claims.p;
}

module.exports = { issue, accept, argsDigest };
