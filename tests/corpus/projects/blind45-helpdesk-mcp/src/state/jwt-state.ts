import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

const ISSUER = 'helpdesk-mcp';

export interface StateBinding {
  userId: string;
  tool: string;
}

export async function issueStateToken(
  claims: Record<string, unknown>,
  key: Uint8Array,
  binding: StateBinding,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'mcp-state+jwt' })
    .setIssuer(ISSUER)
    .setSubject(binding.userId)
    .setAudience(binding.tool)
    .setIssuedAt()
    // Agents often check the customer's history in another tab before they confirm.
    .setExpirationTime('2h') // expect: require-state-binding
    .sign(key);
}

export async function verifyStateToken<T extends Record<string, unknown>>(
  token: string,
  key: Uint8Array,
  binding: StateBinding,
): Promise<(T & JWTPayload) | null> {
  try {
    const { payload } = await jwtVerify<T>(token, key, {
      issuer: ISSUER,
      subject: binding.userId,
      audience: binding.tool,
      algorithms: ['HS256'],
    });
    return payload;
  } catch {
    return null;
  }
}
