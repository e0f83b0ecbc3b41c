import { SignJWT, jwtVerify, errors } from 'jose';
import { keys } from './keys.js';

const ISSUER = 'urn:acme:crm-export';
const TTL = '10m';

export interface ExportDraft {
  segmentId: string;
  format: 'csv' | 'xlsx';
  columns?: string[];
}

/** sub = user, aud = tool, exp = now + 10 minutes. */
export async function mintState(draft: ExportDraft, userId: string, tool: string): Promise<string> {
  return new SignJWT({ draft })
    .setProtectedHeader({ alg: 'HS256', typ: 'mcp-state+jwt' })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime(TTL)
    .sign(keys.requestState);
}

export class StateRejected extends Error {}

export async function readState(token: string, userId: string, tool: string): Promise<ExportDraft> {
  try {
    const { payload } = await jwtVerify<{ draft: ExportDraft }>(token, keys.requestState, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: tool,
      subject: userId,
      typ: 'mcp-state+jwt',
      maxTokenAge: TTL,
      requiredClaims: ['exp', 'iat', 'sub', 'aud'],
    });
    return payload.draft;
  } catch (err) {
    if (err instanceof errors.JOSEError) throw new StateRejected(err.code);
    throw err;
  }
}
