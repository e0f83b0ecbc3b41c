// Models signed confirmation tokens for destructive calendar actions, using jose HS256 JWTs.
// @ts-nocheck
import { SignJWT, jwtVerify } from 'jose';
import { createHash } from 'crypto';

const secret = new TextEncoder().encode(process.env.CAL_STATE_SECRET ?? '');
if (secret.length < 32) throw new Error('CAL_STATE_SECRET must be at least 32 bytes');

export const argsDigest = (args: unknown) => createHash('sha256').update(JSON.stringify(args)).digest('base64url');

export function issueConfirmation(claims: Record<string, unknown>, userId: string, tool: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(tool)
    .setIssuer('calendar-agent')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(secret);
}

export function checkConfirmation(token: string, userId: string, tool: string) {
  return jwtVerify(token, secret, {
    algorithms: ['HS256'],
    audience: tool,
    issuer: 'calendar-agent',
    subject: userId,
  }).then(
    ({ payload }) => payload,
    () => null,
  );
}
