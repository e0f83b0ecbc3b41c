// Patient-portal access tokens: JWT verification against the portal JWKS and the account view tools use.
// @ts-nocheck
import type { AuthInfo } from "@modelcontextprotocol/server";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { settings } from "../settings.js";
import { assertPatientId, type AccountId, type PatientId } from "../domain/types.js";

const jwks = createRemoteJWKSet(new URL(settings.portal.jwksUrl), { cooldownDuration: 30_000 });

export interface PortalAccount {
  readonly accountId: AccountId;
  readonly patientId: PatientId;
  readonly scopes: ReadonlySet<string>;
}

function claimString(payload: JWTPayload, name: string): string | undefined {
  const v = payload[name];
  return typeof v === "string" ? v : undefined;
}

export async function verifyPortalToken(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, {
    issuer: settings.portal.issuer,
    audience: settings.portal.audience,
    algorithms: ["RS256", "ES256"],
    maxTokenAge: "1h",
  });
  if (!payload.sub || typeof payload.exp !== "number") {
    throw new Error("portal token lacks sub or exp");
  }
  return {
    token,
    clientId: claimString(payload, "azp") ?? "portal",
    scopes: (claimString(payload, "scope") ?? "").split(" ").filter(Boolean),
    expiresAt: payload.exp,
    extra: {
      userId: payload.sub,
      patientId: claimString(payload, settings.portal.patientClaim),
    },
  };
}

export function portalAccount(ctx: { http?: { authInfo?: AuthInfo } }): PortalAccount {
  const info = ctx.http?.authInfo;
  const accountId = info?.extra?.userId;
  if (typeof accountId !== "string") {
    throw new Error("appointment tools need a signed-in portal account");
  }
  const patientId = info.extra?.patientId;
  assertPatientId(patientId);
  return { accountId: accountId as AccountId, patientId, scopes: new Set(info.scopes) };
}
