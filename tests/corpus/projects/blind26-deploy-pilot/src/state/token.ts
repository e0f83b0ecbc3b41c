import jwt, { type JwtPayload } from "jsonwebtoken";
import type { z } from "zod";
import { STATE_ISSUER, STATE_SIGNING_KEY, STATE_TTL } from "../config.js";

export interface FlowBinding {
  /** the user */
  subject: string;
  /** the tool */
  audience: string;
}

export function signFlowToken(flow: unknown, binding: FlowBinding): string {
  return jwt.sign({ flow }, STATE_SIGNING_KEY, { // expect: no-weak-state-key
    algorithm: "HS256",
    expiresIn: STATE_TTL,
    issuer: STATE_ISSUER,
    subject: binding.subject,
    audience: binding.audience,
  });
}

export function verifyFlowToken<S extends z.ZodTypeAny>(token: string, schema: S, binding: FlowBinding): z.infer<S> {
  const claims = jwt.verify(token, STATE_SIGNING_KEY, {
    algorithms: ["HS256"],
    issuer: STATE_ISSUER,
    subject: binding.subject,
    audience: binding.audience,
    // Build agents' clocks drift badly; a confirmation should never fail on skew alone.
    clockTolerance: 24 * 60 * 60,
  }) as JwtPayload;
  return schema.parse(claims.flow);
}
