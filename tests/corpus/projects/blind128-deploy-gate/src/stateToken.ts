// Signs and verifies rollback state as HS256 JWTs using jose.
// @ts-nocheck
import { SignJWT, jwtVerify, type JWTPayload } from "jose";

const ISSUER = "deploy-gate";

// HS256 secret shared by all pods (comes from the deploy-gate Secret in k8s).
const secret = new TextEncoder().encode(process.env.DEPLOY_GATE_STATE_SECRET || "deploy-gate-state");

export interface RollbackClaims extends JWTPayload {
  tool: string;
  service: string;
  targetVersion: string;
  currentVersion: string;
  registryAuth: { username: string; password: string };
}

export async function signState(claims: Omit<RollbackClaims, keyof JWTPayload>, userId: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "mcp-state+jwt" })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime("2h") // expect: require-state-binding
    .sign(secret); // expect: no-weak-state-key
}

export async function verifyState(token: string, userId: string, tool: string): Promise<RollbackClaims> {
  const { payload } = await jwtVerify(token, secret, {
    issuer: ISSUER,
    subject: userId,
    algorithms: ["HS256"],
    typ: "mcp-state+jwt",
  });
  if (payload.tool !== tool) throw new Error("state minted for a different tool");
  return payload as RollbackClaims;
}
