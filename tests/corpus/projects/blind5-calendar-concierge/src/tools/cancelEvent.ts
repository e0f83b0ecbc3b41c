import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { AppConfig } from '../config.js';
import { clientFor } from '../calendar.js';
import { argsDigest, codecFor, invalidState, principalOf } from '../state/codec.js';

const TOOL = 'cancel_event';

interface CancelState {
  tool: typeof TOOL;
  eventId: string;
  digest: string;
  calendarLinked: boolean;
  requestedVia: string;
}

export function registerCancelEvent(server: McpServer, config: AppConfig): void {
  const codec = codecFor<CancelState>(config, TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Cancel a meeting on your primary calendar',
      inputSchema: z.object({ eventId: z.string().min(1), notifyAttendees: z.boolean().default(true) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = principalOf(ctx);
      const calendar = clientFor(config, userId);
      if (!calendar) return { isError: true, content: [{ type: 'text', text: 'Link your Google calendar first.' }] };

      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const event = await calendar.getEvent(args.eventId);
        if (event.organizer && event.organizer.self !== true) {
          return { isError: true, content: [{ type: 'text', text: 'Only the organizer can cancel this meeting.' }] };
        }
        const guests = event.attendees?.length ?? 0;
        const state: CancelState = {
          tool: TOOL,
          eventId: args.eventId,
          digest: argsDigest(args),
          calendarLinked: true,
          requestedVia: ctx.http?.authInfo?.clientId ?? 'unknown',
        };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel "${event.summary}"${guests ? ` and ${args.notifyAttendees ? 'notify' : 'not notify'} ${guests} guest(s)` : ''}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await codec.mint(state, ctx),
        });
      }

      let state: CancelState;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return invalidState();
      }
      if (state.tool !== TOOL || state.eventId !== args.eventId || state.digest !== argsDigest(args)) {
        return invalidState();
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'The meeting stays on the calendar.' }] };

      await calendar.cancelEvent(state.eventId, args.notifyAttendees);
      return { content: [{ type: 'text', text: 'Meeting cancelled.' }] };
    },
  );
}
