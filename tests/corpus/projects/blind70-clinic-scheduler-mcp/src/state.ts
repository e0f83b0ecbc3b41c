// Signs and verifies the compact JWS carried as requestState between scheduling rounds.
// @ts-nocheck
import { SignJWT, jwtVerify, errors } from 'jose';
import { argsDigest } from './digest.js';

const ISSUER = 'urn:clinic-scheduler:state';
const AUDIENCE = 'urn:clinic-scheduler:mcp';
const STATE_TYP = 'mcp-state+jwt';
const MAX_TTL_SECONDS = 600;

export interface Binding {
  userId: string;
  tool: string;
  args?: unknown;
}

export function createStateSigner(key: Uint8Array, ttlSeconds = 300) {
  if (!(key instanceof Uint8Array) || key.length < 32) throw new Error('state signing key must be at least 32 bytes');
  const ttl = Math.min(ttlSeconds, MAX_TTL_SECONDS);

  async function sealStep(payload: Record<string, unknown>, binding: Binding): Promise<string> {
    return new SignJWT({
      st: payload,
      tool: binding.tool,
      ad: binding.args === undefined ? null : argsDigest(binding.args),
    })
      .setProtectedHeader({ alg: 'HS256', typ: STATE_TYP })
      .setSubject(binding.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(key);
  }

  async function openStep<T = Record<string, unknown>>(token: unknown, binding: Binding): Promise<T | null> {
    if (typeof token !== 'string' || token.length > 8192) return null;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: STATE_TYP,
        maxTokenAge: `${MAX_TTL_SECONDS}s`,
        requiredClaims: ['exp', 'sub'],
      });
      if (payload.sub !== binding.userId) return null;
      if (payload.tool !== binding.tool) return null;
      const wanted = binding.args === undefined ? null : argsDigest(binding.args);
      if (payload.ad !== wanted) return null;
      return payload.st as T;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }

  return { sealStep, openStep };
}

export type StateSigner = ReturnType<typeof createStateSigner>;
