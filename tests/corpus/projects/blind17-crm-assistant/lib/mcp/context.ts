import type { ServerContext } from "@modelcontextprotocol/server";

export const userIdFrom = (ctx: ServerContext): string | undefined => {
  const id = ctx.http?.authInfo?.extra?.userId;
  return typeof id === "string" && id.length > 0 ? id : undefined;
};

export const ok = (text: string) => ({ content: [{ type: "text" as const, text }] });
export const fail = (text: string) => ({ content: [{ type: "text" as const, text }], isError: true });
