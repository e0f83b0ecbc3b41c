import type { CallToolResult } from "@modelcontextprotocol/server";

export const text = (t: string): CallToolResult => ({ content: [{ type: "text", text: t }] });
export const toolError = (t: string): CallToolResult => ({ content: [{ type: "text", text: t }], isError: true });

export const confirmSchema = {
  type: "object",
  properties: { confirm: { type: "boolean", title: "Yes, go ahead" } },
  required: ["confirm"],
} as const;

/** Our IdP puts the employee id in authInfo.extra.userId. */
export const userIdOf = (ctx: { http?: { authInfo?: { extra?: Record<string, unknown> } } }): string | undefined => {
  const id = ctx.http?.authInfo?.extra?.userId;
  return typeof id === "string" ? id : undefined;
};
