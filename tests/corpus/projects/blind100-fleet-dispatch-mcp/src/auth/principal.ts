// Bearer-token verification against the identity provider and the per-request principal it yields.
// @ts-nocheck
import type { AuthInfo } from "@modelcontextprotocol/server";
import { config } from "../config.js";
import {
  asBearer,
  assertDepotId,
  assertUserId,
  type BearerToken,
  type DepotId,
  type UserId,
} from "../types/brand.js";

declare module "@modelcontextprotocol/server" {
  interface AuthInfo {
    extra?: {
      userId?: string;
      depotId?: string;
      displayName?: string;
    };
  }
}

export interface Principal {
  readonly userId: UserId;
  readonly depotId: DepotId;
  readonly displayName: string;
  readonly token: BearerToken;
  readonly scopes: readonly string[];
}

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  aud?: string | string[];
  depot?: string;
  name?: string;
}

function audienceMatches(aud: IntrospectionResponse["aud"]): boolean {
  const wanted = config.identity.audience;
  return Array.isArray(aud) ? aud.some((a) => a === wanted) : aud === wanted;
}

export async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const basic = Buffer.from(`${config.identity.clientId}:${config.identity.clientSecret}`).toString("base64");
  const res = await fetch(config.identity.introspectionUrl, {
    method: "POST",
    headers: {
      authorization: `Basic ${basic}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ token, token_type_hint: "access_token" }),
    signal: AbortSignal.timeout(4_000),
  });
  if (!res.ok) {
    throw new Error(`introspection failed with HTTP ${res.status}`);
  }
  const body = (await res.json()) as IntrospectionResponse;
  if (!body.active || !body.sub || typeof body.exp !== "number" || !audienceMatches(body.aud)) {
    throw new Error("token is not active for this audience");
  }
  return {
    token,
    clientId: body.client_id ?? "unknown",
    scopes: (body.scope ?? "").split(" ").filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub, depotId: body.depot, displayName: body.name ?? body.sub },
  };
}

export function principalFrom(ctx: { http?: { authInfo?: AuthInfo } }): Principal {
  const info = ctx.http?.authInfo;
  if (!info) {
    throw new Error("dispatch tools are only served over authenticated HTTP");
  }
  const userId = info.extra?.userId;
  const depotId = info.extra?.depotId;
  assertUserId(userId);
  assertDepotId(depotId);
  return {
    userId,
    depotId,
    displayName: info.extra?.displayName ?? userId,
    token: asBearer(info.token),
    scopes: info.scopes,
  };
}
