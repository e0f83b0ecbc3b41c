import { SignJWT, jwtVerify, errors } from "jose";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { env } from "@/lib/env";

const secret = new TextEncoder().encode(env.RESUME_TOKEN_SECRET);
const ISSUER = "crm-assistant";

/** Drafts with long bodies make the JWT big; some clients truncate long requestState strings. */
const INLINE_LIMIT = 4096;

export interface ResumeBinding {
  subject: string; // user id
  tool: string;
}

export class ResumeTokenError extends Error {
  constructor(readonly reason: "malformed" | "expired" | "invalid" | "binding") {
    super(`resume token ${reason}`);
  }
}

export async function issueResumeToken<T extends Record<string, unknown>>(
  claims: T,
  binding: ResumeBinding,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setSubject(binding.subject)
    .setAudience(binding.tool)
    .setIssuedAt()
    // users sometimes spend a while editing the draft in the form
    .setExpirationTime("1h")
    .sign(secret);
}

export async function readResumeToken<T>(token: string, binding: ResumeBinding): Promise<T> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      subject: binding.subject,
      audience: binding.tool,
    });
    return payload as T;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new ResumeTokenError("expired");
    if (err instanceof errors.JWTClaimValidationFailed) throw new ResumeTokenError("binding");
    throw new ResumeTokenError("invalid");
  }
}

/**
 * requestState wrapper: "j.<jwt>" normally, "z.<deflated json>" when the JWT
 * would be too long for the client.
 */
export async function packState<T extends Record<string, unknown>>(
  claims: T,
  binding: ResumeBinding,
): Promise<string> {
  const jwt = await issueResumeToken(claims, binding);
  if (jwt.length <= INLINE_LIMIT) return `j.${jwt}`;

  const compact = JSON.stringify({ ...claims, sub: binding.subject, aud: binding.tool, iat: Date.now() });
  return `z.${deflateRawSync(compact).toString("base64url")}`;
}

export async function unpackState<T>(state: string, binding: ResumeBinding): Promise<T> { // expect: require-state-binding
  if (state.startsWith("j.")) {
    return readResumeToken<T>(state.slice(2), binding);
  }
  if (state.startsWith("z.")) {
    let claims: T & { sub?: string; aud?: string };
    try {
      claims = JSON.parse(inflateRawSync(Buffer.from(state.slice(2), "base64url")).toString("utf8"));
    } catch {
      throw new ResumeTokenError("malformed");
    }
    if (claims.sub !== binding.subject || claims.aud !== binding.tool) throw new ResumeTokenError("binding");
    return claims;
  }
  throw new ResumeTokenError("malformed");
}
