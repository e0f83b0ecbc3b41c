import { createRequire } from 'node:module';
import { SignJWT, errors, jwtVerify } from 'jose';
import { env } from '../env.js';

// --- Fernet: reminder batch confirmations -------------------------------------------------

// `fernet` ships no types and is CommonJS only.
interface FernetSecret {
  signingKeyHex: string;
}
interface FernetToken {
  encode(message: string): string;
  decode(token?: string): string;
}
interface FernetModule {
  Secret: new (key: string) => FernetSecret;
  Token: new (opts: { secret: FernetSecret; token?: string; ttl?: number }) => FernetToken;
}

const fernet = createRequire(import.meta.url)('fernet') as FernetModule;
const fernetSecret = new fernet.Secret(env.reminderFernetKey);

/** AES-128-CBC + HMAC-SHA256 (Fernet spec); the token carries its own timestamp. */
export function mintBatchToken(payload: object): string {
  return new fernet.Token({ secret: fernetSecret }).encode(JSON.stringify(payload));
}

export function readBatchToken<T>(token: string): T | null {
  try {
    const message = new fernet.Token({ secret: fernetSecret, token, ttl: 0 }).decode(); // expect-todo: require-state-binding
    return JSON.parse(message) as T;
  } catch {
    return null; // "Invalid Token: HMAC", bad version, bad JSON
  }
}

// --- JWT: multi-step tool state -------------------------------------------------------------

const ISSUER = 'clinic-scheduler';
const TYP = 'state+jwt';

/** HS256 JWT for multi-step tools: subject = staff user, `tool` claim, 10 minutes. */
export async function signToolState(claims: Record<string, unknown>, userId: string, tool: string): Promise<string> {
  return new SignJWT({ ...claims, tool })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(env.eligibilityStateSecret);
}

export async function verifyToolState<T extends object>(token: string, userId: string, tool: string): Promise<T | null> {
  try {
    const { payload } = await jwtVerify(token, env.eligibilityStateSecret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      subject: userId,
      typ: TYP,
    });
    return payload.tool === tool ? (payload as T) : null;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
