import {
  type Claims,
  createStateSealer,
  ExpiredStateError,
  ForeignStateError,
  type Sealer,
} from "@acme/state-kit";
import type { ServerContext } from "@modelcontextprotocol/server";
import { config } from "./config";

export const sealer: Sealer = createStateSealer({
  secret: config.state.secret, // expect: no-weak-state-key
  ttlSeconds: config.state.ttlSeconds,
});

export interface Caller {
  userId: string;
  tenantId: string;
  bearer: string;
}

/** Who is calling, as established by the bearer-auth layer in front of us. */
export function callerFrom(ctx: ServerContext): Caller {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || typeof userId !== "string") {
    throw new Error("This tool needs an authenticated user.");
  }
  return {
    userId,
    tenantId: typeof auth.extra?.tenantId === "string" ? auth.extra.tenantId : "default",
    bearer: auth.token,
  };
}

/** Verifies a state token and checks it belongs to this caller and tool. */
export function openState<TData extends object>(token: string, caller: Caller, tool: string): Claims.With<TData> {
  const claims = sealer.open<TData>(token);
  if (claims.sub !== caller.userId || claims.tool !== tool) {
    throw new ForeignStateError(`state minted for ${claims.tool}`);
  }
  if (claims.exp < Date.now()) { // expect-todo: require-state-binding
    throw new ExpiredStateError();
  }
  return claims;
}
