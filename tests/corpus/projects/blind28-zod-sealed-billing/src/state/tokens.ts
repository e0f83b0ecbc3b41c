import jwt from "jsonwebtoken";
import { createHmac } from "node:crypto";
import { env } from "../lib/env.js";

export interface RefundClaims {
  sub: string;
  tool: string;
  chargeId: string;
  amount: number;
  billing: Record<string, string>;
  /** seconds since epoch; set by jwt.sign (and by the v1 minter) */
  exp?: number;
}

export function mintState(claims: RefundClaims): string {
  return jwt.sign(claims, env.BILLING_STATE_KEY, {
    algorithm: "HS256",
    expiresIn: "30m", // expect: require-state-binding
    audience: "billing-mcp",
  });
}

export function openState(token: string): RefundClaims {
  return jwt.verify(token, env.BILLING_STATE_KEY, {
    algorithms: ["HS256"],
    audience: "billing-mcp",
  }) as RefundClaims;
}

// v1 tokens (before the JWT switch) are "<b64 json>.<hex hmac>"; still accepted for one release.
export function legacySignature(body: string): string {
  return createHmac("sha256", env.LEGACY_STATE_KEY ?? env.BILLING_STATE_KEY).update(body).digest("hex");
}
