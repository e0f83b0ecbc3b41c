// OIDC access-token verification and the caller identity handed to tools.
// @ts-nocheck
import type { AuthInfo } from "@modelcontextprotocol/server";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { env } from "../env.js";

declare module "@modelcontextprotocol/server" {
  interface AuthInfo {
    extra?: {
      userId?: string;
      login?: string;
    };
  }
}

declare const callerBrand: unique symbol;
export type ForgeLogin = string & { readonly [callerBrand]: "ForgeLogin" };

export interface Caller {
  readonly userId: string;
  readonly login: ForgeLogin;
}

const issuerBase = env.identity.issuer.endsWith("/") ? env.identity.issuer : `${env.identity.issuer}/`;
const jwks = createRemoteJWKSet(new URL(".well-known/jwks.json", issuerBase));

export async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, {
    issuer: env.identity.issuer,
    audience: env.identity.audience,
    algorithms: ["ES256", "RS256"],
  });
  const login = payload.preferred_username;
  if (!payload.sub || typeof login !== "string" || typeof payload.exp !== "number") {
    throw new Error("access token is missing sub, preferred_username or exp");
  }
  return {
    token,
    clientId: typeof payload.azp === "string" ? payload.azp : "unknown",
    scopes: typeof payload.scope === "string" ? payload.scope.split(" ") : [],
    expiresAt: payload.exp,
    extra: { userId: payload.sub, login },
  };
}

export function isCallerInfo(info: AuthInfo | undefined): info is AuthInfo & { extra: { userId: string; login: string } } {
  return typeof info?.extra?.userId === "string" && typeof info.extra.login === "string";
}

export function callerOf(ctx: { http?: { authInfo?: AuthInfo } }): Caller {
  const info = ctx.http?.authInfo;
  if (!isCallerInfo(info)) {
    throw new Error("repo-steward tools require an authenticated forge user");
  }
  return { userId: info.extra.userId, login: info.extra.login as ForgeLogin };
}
