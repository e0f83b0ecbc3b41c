// Helpers returning the caller's GitHub bearer token and user id from context.
// @ts-nocheck
// Helpers for pulling identity out of the handler context.

type Ctx = { http?: { authInfo?: { token: string; extra?: Record<string, unknown> } } };

export function bearerFrom(ctx: Ctx): string {
  const token = ctx.http?.authInfo?.token ?? process.env.GITHUB_TOKEN;
  if (!token) throw new Error("No GitHub credentials: call over HTTP with a bearer token or set GITHUB_TOKEN");
  return token;
}

export function userFrom(ctx: Ctx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  return typeof id === "string" ? id : "local";
}
