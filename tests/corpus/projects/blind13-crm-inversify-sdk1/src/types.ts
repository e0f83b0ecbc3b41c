import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";

export const TYPES = {
  Knex: Symbol.for("Knex"),
  StateKey: Symbol.for("StateKey"),
  StateTokenService: Symbol.for("StateTokenService"),
  ContactRepository: Symbol.for("ContactRepository"),
  MailboxConnector: Symbol.for("MailboxConnector"),
  Tool: Symbol.for("Tool"),
} as const;

export type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface ToolModule {
  register(server: McpServer): void;
}

export function requireUser(extra: Extra): string {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== "string" || userId.length === 0) throw new Error("unauthenticated");
  return userId;
}
