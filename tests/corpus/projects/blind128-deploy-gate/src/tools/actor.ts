// Returns the authenticated user's email from the gateway-provided auth info.
// @ts-nocheck
type Ctx = { http?: { authInfo?: { clientId: string; extra?: Record<string, unknown> } } };

/** The human behind the call, as asserted by our gateway. */
export function actorOf(ctx: Ctx): string {
  const extra = ctx.http?.authInfo?.extra;
  const email = extra && typeof extra.email === "string" ? extra.email : undefined;
  if (!email) throw new Error("deploy-gate only serves authenticated users");
  return email.toLowerCase();
}
