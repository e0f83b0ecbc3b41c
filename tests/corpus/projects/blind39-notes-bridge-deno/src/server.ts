import { Server } from "npm:@modelcontextprotocol/sdk@1.32.0/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "npm:@modelcontextprotocol/sdk@1.32.0/types.js";
import type { RoundParams } from "./rounds.ts";
import { text } from "./rounds.ts";
import { exportNotes, exportNotesTool } from "./tools/export_notes.ts";
import { linkCalendar, linkCalendarTool } from "./tools/link_calendar.ts";

type Handler = (kv: Deno.Kv, userId: string, params: RoundParams) => Promise<unknown>;

const handlers: Record<string, Handler> = {
  [exportNotesTool.name]: exportNotes,
  [linkCalendarTool.name]: linkCalendar,
};

export function createServer(kv: Deno.Kv): Server {
  const server = new Server({ name: "notes-bridge", version: "0.4.0" }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [exportNotesTool, linkCalendarTool] }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== "string") return text("Not signed in.", true);

    const handler = handlers[request.params.name];
    if (!handler) return text(`Unknown tool: ${request.params.name}`, true);
    try {
      // deno-lint-ignore no-explicit-any
      return (await handler(kv, userId, request.params as RoundParams)) as any;
    } catch (err) {
      return text(err instanceof Error ? err.message : String(err), true);
    }
  });

  return server;
}
