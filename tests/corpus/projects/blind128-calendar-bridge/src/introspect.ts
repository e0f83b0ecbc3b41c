// Introspects bearer tokens with the company identity provider and returns auth info.
// @ts-nocheck
import { env } from "./env.js";

// RFC 7662 token introspection against the company IdP.
export async function introspect(token: string) {
  const res = await fetch(`${env.calendarApi}/oauth/introspect`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }),
  });
  const body = (await res.json()) as { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
  if (!body.active || !body.sub || !body.exp) throw new Error("inactive token");
  return {
    token,
    clientId: body.client_id ?? "unknown",
    scopes: (body.scope ?? "").split(" ").filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
}
