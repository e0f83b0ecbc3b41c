import { inject, injectable } from "inversify";
import jwt, { type JwtPayload } from "jsonwebtoken";
import { TYPES } from "../types.js";

export interface StateClaims extends JwtPayload {
  sub: string;
  tool: string;
  step: string;
  [claim: string]: unknown;
}

const ISSUER = "crm-mcp/state";

@injectable()
export class StateTokenService {
  constructor(@inject(TYPES.StateKey) private readonly key: Buffer) {}

  issue(claims: Omit<StateClaims, "iat" | "exp" | "iss">, ttl: jwt.SignOptions["expiresIn"] = "5m"): string {
    return jwt.sign(claims, this.key, { algorithm: "HS256", expiresIn: ttl, issuer: ISSUER });
  }

  verify(token: string): StateClaims {
    return jwt.verify(token, this.key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      // Sales laptops drift badly and desktop clients retry hours later after sleep.
      clockTolerance: 60 * 60 * 12, // expect: require-state-binding
    }) as StateClaims;
  }

  /** Read the claims without the crypto; used for intermediate steps that only need to know where we are. */
  peek(token: string): StateClaims | null {
    return jwt.decode(token, { json: true }) as StateClaims | null; // expect: require-sealed-state
  }
}
