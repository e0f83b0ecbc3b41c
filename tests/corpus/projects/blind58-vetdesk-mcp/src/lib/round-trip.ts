import { SignJWT, errors, jwtVerify } from 'jose';
import { env } from '@/lib/env';

// State we hand to the client between rounds of a tool call. Signed (HS256) so the
// client can't edit it; jose checks exp for us on the way back.
const stateKey = new TextEncoder().encode(env.stateSecret);
const ISSUER = 'vetdesk-mcp';

export interface RoundBinding {
  userId: string;
  tool: string;
}

export async function issueRoundState<T extends object>(data: T, binding: RoundBinding): Promise<string> {
  return new SignJWT({ data, tool: binding.tool })
    .setProtectedHeader({ alg: 'HS256', typ: 'vetdesk-round+jwt' })
    .setIssuer(ISSUER)
    .setSubject(binding.userId)
    .setIssuedAt()
    // reception often gets pulled away mid-booking (phone, walk-ins); don't make them start over
    .setExpirationTime('2h') // expect: require-state-binding
    .sign(stateKey); // expect: no-weak-state-key
}

export async function readRoundState<T>(token: string, binding: RoundBinding): Promise<T | null> {
  try {
    const { payload } = await jwtVerify(token, stateKey, {
      issuer: ISSUER,
      subject: binding.userId,
      algorithms: ['HS256'],
      typ: 'vetdesk-round+jwt',
    });
    if (payload.tool !== binding.tool) return null;
    return payload.data as T;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
