import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { keyForKid, signingKey } from './keyring.js';

// Request state is a compact HS256 JWT: sub = the user, aud = the tool, exp = 10 minutes.
const ISSUER = 'urn:sheets-export:request-state';
const TYP = 'state+jwt';
const LIFETIME = '10m';
const SKEW_SECONDS = 5;

export interface Binding {
  userId: string;
  tool: string;
}

export class RejectedState extends Error {
  constructor(readonly reason: string) {
    super(`requestState rejected: ${reason}`);
  }
}

export async function sealStateJwt<T extends Record<string, unknown>>(data: T, binding: Binding): Promise<string> {
  return new SignJWT({ data })
    .setProtectedHeader({ alg: 'HS256', typ: TYP, kid: signingKey.kid })
    .setIssuer(ISSUER)
    .setSubject(binding.userId)
    .setAudience(binding.tool)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(signingKey.key);
}

export async function openStateJwt<T>(token: string, binding: Binding): Promise<T> {
  try {
    const { payload } = await jwtVerify<{ data: T }>(token, (header) => keyForKid(header.kid), {
      algorithms: ['HS256'],
      typ: TYP,
      issuer: ISSUER,
      subject: binding.userId,
      audience: binding.tool,
      maxTokenAge: LIFETIME,
      clockTolerance: SKEW_SECONDS,
    });
    return payload.data;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new RejectedState('expired');
    if (err instanceof errors.JWTClaimValidationFailed) throw new RejectedState(err.claim === 'sub' ? 'user' : err.claim === 'aud' ? 'tool' : 'claims');
    throw new RejectedState('signature');
  }
}

/** Canonical digest of a tool's arguments (keys sorted), to bind a confirmation to exactly them. */
export function digestArgs(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(args, Object.keys(args).sort());
  return createHash('sha256').update(canonical).digest('hex');
}

export const refusal = (reason: string) => ({
  isError: true,
  content: [{ type: 'text' as const, text: `This confirmation can't be used any more (${reason}). Run the tool again.` }],
});
