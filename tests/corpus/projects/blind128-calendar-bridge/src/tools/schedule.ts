// Registers schedule_meeting, which proposes time slots and books the one picked.
// @ts-nocheck
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { calendar } from "../calendarApi.js";
import { principal, sealer } from "./context.js";

const TOOL = "schedule_meeting";

interface ScheduleState {
  proposed: { start: string; end: string }[];
}

function proposeSlots(after: Date, minutes: number): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  const t = new Date(after);
  t.setUTCMinutes(0, 0, 0);
  while (out.length < 3) {
    t.setUTCHours(t.getUTCHours() + 1);
    const h = t.getUTCHours();
    if (h < 9 || h > 16 || t.getUTCDay() === 0 || t.getUTCDay() === 6) continue;
    out.push({ start: t.toISOString(), end: new Date(t.getTime() + minutes * 60_000).toISOString() });
  }
  return out;
}

export default function register(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: "Find a slot and book a meeting",
      inputSchema: z.object({
        title: z.string().min(1).max(200),
        attendees: z.array(z.string().email()).max(50),
        minutes: z.number().int().min(15).max(240).default(30),
      }),
    },
    async (args, ctx) => {
      const { userId, calendarToken } = principal(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const proposed = proposeSlots(new Date(), args.minutes);
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a time for "${args.title}"`,
              requestedSchema: {
                type: "object",
                properties: { slot: { type: "integer", minimum: 0, maximum: proposed.length - 1 } },
                required: ["slot"],
              },
            }),
          },
          requestState: sealer.seal<ScheduleState>({ proposed }, { userId, tool: TOOL, args }),
        });
      }

      const { proposed } = sealer.open<ScheduleState>(raw, { userId, tool: TOOL, args });
      const pick = acceptedContent<{ slot: number }>(ctx.mcpReq.inputResponses, "slot");
      const slot = pick && proposed[pick.slot];
      if (!slot) return { content: [{ type: "text", text: "No slot picked; nothing booked." }] };
      const ev = await calendar.createEvent(calendarToken, { title: args.title, attendees: args.attendees, ...slot });
      return { content: [{ type: "text", text: `Booked ${ev.title} at ${ev.start} (id ${ev.id}).` }] };
    },
  );
}
