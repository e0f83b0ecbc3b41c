import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import { linkStateSecret } from "./crypto/keys.ts";

const ISSUER = "notes-bridge/link_calendar";

export async function signLinkState(claims: JWTPayload, userId: string): Promise<string> {
  return await new SignJWT({ ...claims, tool: "link_calendar" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setIssuedAt()
    // Generating an app password means a detour through the provider's account settings;
    // with 10 minutes people kept coming back to "state expired". An hour is plenty.
    .setExpirationTime("1h") // expect: require-state-binding
    .sign(linkStateSecret());
}

export async function readLinkState<T extends JWTPayload>(token: string, userId: string): Promise<T | null> {
  try {
    const { payload } = await jwtVerify<T>(token, linkStateSecret(), {
      issuer: ISSUER,
      subject: userId,
      algorithms: ["HS256"],
    });
    return payload.tool === "link_calendar" ? payload : null;
  } catch {
    return null;
  }
}
