import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { Slot } from '../google.ts';
import { subjectOf, text, type ToolDeps } from '../types.ts';

const TOOL = 'schedule_meeting';

interface ScheduleState {
  handle: string;
  slots: Slot[];
  /** Encrypted with the rest of the state (AES-GCM); saves a second broker round trip. */
  googleAccessToken: string;
}

export default function scheduleMeeting(server: McpServer, { sealer, pending, calendar, broker }: ToolDeps): void {
  server.registerTool(
    TOOL,
    {
      description: 'Find a free slot for a meeting, let the user pick one and send the invites.',
      inputSchema: {
        title: z.string().min(1).max(200),
        attendees: z.array(z.string().email()).min(1).max(50),
        durationMinutes: z.number().int().min(15).max(240),
      },
    },
    async (args, ctx) => {
      const sub = subjectOf(ctx);
      if (!sub) return text('Sign in to use the calendar.', true);
      const binding = { sub, tool: TOOL, args };
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const token = await broker.accessTokenFor(sub);
        const slots = await calendar.freeSlots(token.accessToken, args.attendees, args.durationMinutes);
        if (slots.length === 0) return text('No common free slot in the next five days.');

        const handle = await pending.put(sub, {
          title: args.title,
          attendees: args.attendees,
          durationMinutes: args.durationMinutes,
        });

        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a time for "${args.title}"`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slot: {
                    type: 'string',
                    oneOf: slots.map((s, i) => ({ const: String(i), title: `${s.start} – ${s.end}` })),
                  },
                },
                required: ['slot'],
              },
            }),
            agenda: inputRequired.createMessage({
              messages: [{ role: 'user', content: { type: 'text', text: `Draft a three-line agenda for: ${args.title}` } }],
              maxTokens: 300,
            }),
          },
          requestState: await sealer.seal<ScheduleState>(
            { handle, slots, googleAccessToken: token.accessToken },
            binding,
          ),
        });
      }

      const state = await sealer.open<ScheduleState>(raw, binding);
      if (!state) return text('This scheduling request expired or was altered. Please start again.', true);

      const pick = acceptedContent<{ slot: string }>(ctx.mcpReq.inputResponses, 'slot');
      const slot = pick ? state.slots[Number(pick.slot)] : undefined;
      if (!slot) return text('No slot picked; nothing was scheduled.');

      const invite = await pending.take(sub, state.handle);
      if (!invite) return text('This scheduling request was already used.', true);

      const agenda = ctx.mcpReq.inputResponses?.agenda;
      const description =
        agenda && 'content' in agenda && agenda.content?.type === 'text' ? agenda.content.text : undefined;

      const event = await calendar.createEvent(state.googleAccessToken, {
        summary: invite.title,
        description,
        start: { dateTime: slot.start },
        end: { dateTime: slot.end },
        attendees: invite.attendees.map((email) => ({ email })),
      });
      return text(`Scheduled "${event.summary}" at ${event.start.dateTime}.`);
    },
  );
}
