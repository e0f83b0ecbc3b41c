import { EncryptJWT, jwtDecrypt, type JWTPayload } from "jose";
import type { StateKeyRing } from "./state-keys";

export const STATE_TTL_SECONDS = 300;
const ISSUER = "keyhold-mcp";
const AUDIENCE = "keyhold-mcp:request-state";

export class StateRejectedError extends Error {
  override name = "StateRejectedError";
}

export interface Binding {
  sub: string;
  tool: string;
  argsDigest: string;
}

export interface StatePayload<T> extends JWTPayload {
  tool: string;
  argsDigest: string;
  data: T;
}

/**
 * requestState as a compact JWE (dir + A256GCM): the client can neither read nor alter it.
 * Each token names the key it was sealed with in the `kid` header.
 */
export class SealedStateVault {
  constructor(private readonly ring: StateKeyRing) {}

  seal<T>(data: T, binding: Binding): Promise<string> {
    const { kid, key } = this.ring.active;
    return new EncryptJWT({ tool: binding.tool, argsDigest: binding.argsDigest, data })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM", kid, cty: "keyhold-state" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(binding.sub)
      .setIssuedAt()
      .setExpirationTime(`${STATE_TTL_SECONDS}s`)
      .encrypt(key);
  }

  /** Decrypts and checks issuer, audience, principal and age. Tool/args are checked by the caller. */
  async open<T>(token: string, sub: string): Promise<StatePayload<T>> {
    if (token.split(".").length !== 5) throw new StateRejectedError("requestState is not a compact JWE");
    try {
      const { payload } = await jwtDecrypt<StatePayload<T>>(
        token,
        async (header) => {
          const key = header.kid ? this.ring.byKid(header.kid) : undefined;
          if (!key) throw new StateRejectedError(`unknown state key ${header.kid ?? "(none)"}`);
          return key;
        },
        {
          issuer: ISSUER,
          audience: AUDIENCE,
          subject: sub,
          keyManagementAlgorithms: ["dir"],
          contentEncryptionAlgorithms: ["A256GCM"],
          requiredClaims: ["exp", "iat"],
          maxTokenAge: `${STATE_TTL_SECONDS}s`,
          clockTolerance: 5,
        },
      );
      return payload;
    } catch (e) {
      throw e instanceof StateRejectedError ? e : new StateRejectedError("Invalid or expired requestState", { cause: e });
    }
  }
}

export function assertBound<T>(payload: StatePayload<T>, tool: string, argsDigest: string): T {
  if (payload.tool !== tool) throw new StateRejectedError("requestState belongs to another tool");
  if (payload.argsDigest !== argsDigest) throw new StateRejectedError("arguments changed since confirmation");
  return payload.data;
}
