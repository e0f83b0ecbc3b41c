import type { CallToolResult, ServerContext } from "@modelcontextprotocol/server";

export function actorOf(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== "string" || userId.length === 0) {
    throw new Error("deploy-gate requires an authenticated user");
  }
  return userId;
}

export const say = (text: string): CallToolResult => ({ content: [{ type: "text", text }] });

export const refuse = (text: string): CallToolResult => ({ content: [{ type: "text", text }], isError: true });

export const ServiceName = /^[a-z0-9][a-z0-9-]{1,62}$/;
