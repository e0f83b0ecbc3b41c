// PASETO v4.public requestState: Ed25519-signed, ten-minute lifetime, bound to the caller, the tool and, when given, the arguments.
// @ts-nocheck
import { createHash, type KeyObject } from 'node:crypto';
import paseto from 'paseto';

const { V4, errors } = paseto;

export const STATE_API_VERSION = '2026-07-28';
const AUDIENCE = 'dock-scheduler/request-state';
const LIFETIME = '10 minutes';

export interface Binding {
  userId: string;
  tool: string;
  args?: Record<string, unknown>;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function argsDigest(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

export function createStateSigner(opts: { issuer: string; signingKey: KeyObject; verifyKeys: KeyObject[] }) {
  async function mint(data: Record<string, unknown>, binding: Binding): Promise<string> {
    const payload = {
      apiVersion: STATE_API_VERSION,
      tool: binding.tool,
      ...(binding.args ? { argsDigest: argsDigest(binding.args) } : {}),
      data,
    };
    return V4.sign(payload, opts.signingKey, {
      issuer: opts.issuer,
      audience: AUDIENCE,
      subject: binding.userId,
      expiresIn: LIFETIME,
    });
  }

  async function open<T>(token: unknown, binding: Binding): Promise<T | null> {
    if (typeof token !== 'string' || !token.startsWith('v4.public.')) return null;
    for (const key of opts.verifyKeys) {
      let claims;
      try {
        claims = await V4.verify(token, key, {
          issuer: opts.issuer,
          audience: AUDIENCE,
          subject: binding.userId,
          maxTokenAge: LIFETIME,
        });
      } catch (err) {
        if (err instanceof errors.PasetoVerificationFailed) continue;
        return null;
      }
      if (claims.tool !== binding.tool) return null;
      if (binding.args && claims.argsDigest !== argsDigest(binding.args)) return null;
      return claims.data as T;
    }
    return null;
  }

  return { mint, open };
}

export type StateSigner = ReturnType<typeof createStateSigner>;
