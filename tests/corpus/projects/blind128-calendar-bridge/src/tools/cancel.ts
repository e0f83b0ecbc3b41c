// Registers cancel_meeting, which asks for confirmation before deleting a calendar event.
// @ts-nocheck
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { calendar } from "../calendarApi.js";
import { StateError } from "../seal.js";
import { vault } from "../tokenVault.js";
import { principal, sealer } from "./context.js";

const TOOL = "cancel_meeting";

interface CancelState {
  eventId: string;
  title: string;
  tokenHandle: string;
}

export default function register(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: "Cancel a meeting you organise. Always asks for confirmation.",
      inputSchema: z.object({ eventId: z.string().min(1), notifyAttendees: z.boolean().default(true) }),
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, ctx) => {
      const { userId, calendarToken } = principal(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const ev = await calendar.getEvent(calendarToken, args.eventId);
        const tokenHandle = vault.put(userId, calendarToken);
        const requestState = sealer.seal<CancelState>(
          { eventId: ev.id, title: ev.title, tokenHandle },
          { userId, tool: TOOL, args },
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel "${ev.title}" (${ev.start}) for ${ev.attendees.length} attendee(s)?`,
              requestedSchema: {
                type: "object",
                properties: { confirm: { type: "boolean" } },
                required: ["confirm"],
              },
            }),
          },
          requestState,
        });
      }

      let state: CancelState;
      try {
        state = sealer.open<CancelState>(raw, { userId, tool: TOOL, args });
      } catch (e) {
        const msg = e instanceof StateError ? e.message : "invalid state";
        return { isError: true, content: [{ type: "text", text: `Refused: ${msg}. Please start over.` }] };
      }

      const ok = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");
      if (ok?.confirm !== true) return { content: [{ type: "text", text: `Kept "${state.title}".` }] };

      const token = vault.take(state.tokenHandle, userId) ?? calendarToken;
      await calendar.deleteEvent(token, state.eventId, args.notifyAttendees);
      return { content: [{ type: "text", text: `Cancelled "${state.title}".` }] };
    },
  );
}
