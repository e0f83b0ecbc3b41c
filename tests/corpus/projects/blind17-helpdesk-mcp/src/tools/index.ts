import { escalateTicketTool } from "./escalate-ticket.js";
import { mergeTicketsTool } from "./merge-tickets.js";
import type { ToolDefinition, ToolDeps } from "./types.js";

export * from "./types.js";

export function buildTools(deps: ToolDeps): Map<string, ToolDefinition> {
  const tools = [escalateTicketTool(deps), mergeTicketsTool(deps)];
  return new Map(tools.map((t) => [t.name, t as ToolDefinition]));
}
