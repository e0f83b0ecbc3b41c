// Signs and verifies requestState as compact JWS (HS256) under per-tenant derived keys.
import { SignJWT, jwtVerify, decodeProtectedHeader } from 'jose';
import { keyIdFor, parseKeyId, tenantKey } from '../keys/tenantKeys.js';
import { config } from '../config.js';

export class StateError extends Error {}

export async function sealState(claims, { tenantId, subject, tool }) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', kid: keyIdFor(tenantId), typ: 'mcp-state+jwt' })
    .setIssuer(config.stateIssuer)
    .setSubject(subject)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(tenantKey(tenantId)); // expect: no-weak-state-key
}

export async function openState(token, { tenantId, tool, subject }) {
  if (typeof token !== 'string' || token.length > 8192) throw new StateError('requestState missing');
  let header;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new StateError('requestState malformed');
  }
  const parsed = parseKeyId(header.kid);
  if (header.alg !== 'HS256' || !parsed || parsed.tenantId !== tenantId) throw new StateError('requestState key mismatch');
  try {
    const { payload } = await jwtVerify(token, tenantKey(parsed.tenantId, parsed.version), {
      algorithms: ['HS256'],
      typ: 'mcp-state+jwt',
      issuer: config.stateIssuer,
      audience: tool,
      subject,
      maxTokenAge: '10m',
    });
    return payload;
  } catch {
    throw new StateError('requestState invalid or expired');
  }
}
