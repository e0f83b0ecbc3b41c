import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Config } from "../config.js";
import type { Principal } from "../tools/plugin.js";

declare module "fastify" {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export function bearerAuth(config: Config) {
  const jwks = createRemoteJWKSet(new URL(config.JWKS_URL));

  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    if (!header?.startsWith("Bearer ")) {
      return reply.code(401).header("www-authenticate", 'Bearer realm="inventory-sync"').send({ error: "unauthorized" });
    }
    try {
      const { payload } = await jwtVerify(header.slice("Bearer ".length), jwks, {
        issuer: config.TOKEN_ISSUER,
        audience: config.TOKEN_AUDIENCE,
        algorithms: ["RS256", "ES256"],
        clockTolerance: 5,
      });
      if (typeof payload.sub !== "string") throw new Error("token has no subject");
      const scopes = typeof payload.scope === "string" ? payload.scope.split(" ") : [];
      request.principal = { userId: payload.sub, scopes };
    } catch {
      return reply.code(401).header("www-authenticate", 'Bearer error="invalid_token"').send({ error: "invalid_token" });
    }
  };
}

/** Supplier webhooks carry `X-Supplier-Signature: sha256=<hex>` over the raw body. */
export function verifySupplierSignature(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header || !header.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  const wanted = createHmac("sha256", secret).update(rawBody).digest();
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
