import 'server-only';
import { SignJWT, errors, jwtVerify } from 'jose';
import { stateSecret } from './secret';

// requestState for multi-round tools is a short-lived HS256 JWT:
//   sub = the console user, aud = the tool that issued it, exp = 10 minutes.
// jwtVerify refuses another user, another tool, an expired or a tampered token.

const ISSUER = 'billing-console-mcp';
const TOKEN_TYPE = 'mcp-round+jwt';
const LIFETIME = '10m';

export interface RoundBinding {
  userId: string;
  tool: string;
}

export async function issueRoundToken(payload: Record<string, unknown>, binding: RoundBinding): Promise<string> {
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setIssuer(ISSUER)
    .setSubject(binding.userId)
    .setAudience(binding.tool)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(stateSecret());
}

export async function readRoundToken<T>(token: string, binding: RoundBinding): Promise<T | null> {
  try {
    const { payload } = await jwtVerify(token, stateSecret(), {
      algorithms: ['HS256'],
      typ: TOKEN_TYPE,
      issuer: ISSUER,
      subject: binding.userId,
      audience: binding.tool,
      maxTokenAge: LIFETIME,
    });
    return payload as T;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
