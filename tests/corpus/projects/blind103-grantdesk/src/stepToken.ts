// Signed step tokens (HS256 JWT) that carry progress between elicitation rounds.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { settings } from './settings.js';

const ISSUER = 'grantdesk-mcp';
const TYP = 'grantdesk-step+jwt';

export function hashArgs(args: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(args ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

export async function issueStepToken(claims: Record<string, unknown>, { subject, tool }: { subject: string; tool: string }) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setIssuer(ISSUER)
    .setSubject(subject)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(settings.stateSecret); // expect: no-weak-state-key
}

export async function readStepToken(token: string, tool: string) {
  const { payload } = await jwtVerify(token, settings.stateSecret, {
    issuer: ISSUER,
    audience: tool,
    algorithms: ['HS256'],
    typ: TYP,
  });
  return payload;
}
