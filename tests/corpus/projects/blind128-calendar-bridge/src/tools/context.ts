// Creates the shared state sealer and extracts the caller's identity and token.
// @ts-nocheck
import { StateSealer } from "../seal.js";
import { env } from "../env.js";

export const sealer = new StateSealer(env.sealKey, env.stateTtlSeconds);

type AuthCtx = { http?: { authInfo?: { token: string; extra?: Record<string, unknown> } } };

export function principal(ctx: AuthCtx): { userId: string; calendarToken: string } {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  if (!info || typeof userId !== "string") throw new Error("calendar-bridge requires an authenticated HTTP caller");
  return { userId, calendarToken: info.token };
}
