import { createHash } from 'node:crypto';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { cancelEvent, getEvent } from '../calendar-api';
import stateCodecFor, { userIdOf } from '../state';

const TOOL = 'cancel_event';

interface CancelState {
  step: 'confirm';
  /** digest of the exact arguments the user was shown */
  argsDigest: string;
  etag: string;
}

const digest = (args: { eventId: string; notifyAttendees: boolean }) =>
  createHash('sha256').update(`${args.eventId}\n${args.notifyAttendees}`).digest('base64url');

export default function registerCancelEvent(server: McpServer) {
  const codec = stateCodecFor<CancelState>(TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Cancel a meeting you organise.',
      inputSchema: { eventId: z.string().startsWith('evt_'), notifyAttendees: z.boolean().default(true) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const event = await getEvent(userId, args.eventId);
        if (event.organizer !== userId) {
          return { content: [{ type: 'text', text: 'Only the organiser can cancel this event.' }], isError: true };
        }
        if (Date.parse(event.end) < Date.now()) {
          return { content: [{ type: 'text', text: 'That meeting is already over.' }], isError: true };
        }
        const state = await codec.mint({ step: 'confirm', argsDigest: digest(args), etag: event.etag }, ctx);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Cancel "${event.title}" on ${event.start}` +
                (args.notifyAttendees ? ` and e-mail ${event.attendees.length} attendees?` : ' without notifying anyone?'),
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: state,
        });
      }

      let state: CancelState;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return { content: [{ type: 'text', text: 'Invalid or expired requestState' }], isError: true };
      }
      if (state.step !== 'confirm' || state.argsDigest !== digest(args)) {
        return { content: [{ type: 'text', text: 'The request changed after confirmation; start again.' }], isError: true };
      }

      if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Kept the meeting.' }] };
      }
      await cancelEvent(userId, args.eventId, state.etag, args.notifyAttendees);
      return { content: [{ type: 'text', text: 'Meeting cancelled.' }] };
    },
  );
}
