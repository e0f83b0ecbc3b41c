// requestState as a compact JWS (HS256) signed with the active key; the kid header selects the key on the way back.
'use strict';
const crypto = require('node:crypto');
const { SignJWT, jwtVerify } = require('jose');
const keyset = require('../keys/keyset');

const ISSUER = 'helpdesk-escalation-mcp';
const AUDIENCE = 'helpdesk-escalation-mcp#request-state';
const TYP = 'mcp-state+jwt';
const MAX_AGE = '10m';
const SEGMENT = /^[A-Za-z0-9_-]+$/;

class StateRejected extends Error {
  constructor() {
    super('Invalid or expired requestState');
  }
}

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

function argsHash(args) {
  return crypto.createHash('sha256').update(canonical(args)).digest('base64url');
}

function isCanonicalCompact(token) {
  if (typeof token !== 'string' || token.length > 8192) return false;
  const parts = token.split('.');
  return (
    parts.length === 3 &&
    parts.every((p) => SEGMENT.test(p) && Buffer.from(p, 'base64url').toString('base64url') === p)
  );
}

async function mintState(data, { sub, tool, args }) {
  const { kid, key } = keyset.signingKey('request-state');
  return new SignJWT({ tool, ah: argsHash(args), data })
    .setProtectedHeader({ alg: 'HS256', kid, typ: TYP })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(MAX_AGE)
    .setJti(crypto.randomUUID())
    .sign(key);
}

async function openState(token, { sub, tool, args }) {
  if (!isCanonicalCompact(token)) throw new StateRejected();
  let claims;
  try {
    const result = await jwtVerify(
      token,
      (header) => {
        const key = keyset.verificationKey(header.kid, 'request-state');
        if (!key) throw new StateRejected();
        return key;
      },
      {
        algorithms: ['HS256'],
        typ: TYP,
        issuer: ISSUER,
        audience: AUDIENCE,
        subject: sub,
        maxTokenAge: MAX_AGE,
        requiredClaims: ['exp', 'iat', 'jti'],
      },
    );
    claims = result.payload;
  } catch {
    throw new StateRejected();
  }
  if (claims.tool !== tool) throw new StateRejected();
  if (claims.ah !== argsHash(args)) throw new StateRejected();
  return { data: claims.data, id: claims.jti };
}

module.exports = { mintState, openState, StateRejected };
