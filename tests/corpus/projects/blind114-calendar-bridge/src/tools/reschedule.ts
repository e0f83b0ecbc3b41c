// Registers the multi-round reschedule_event tool that asks for a day and slot using sealed state.
// @ts-nocheck
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { calendar, type Slot } from '../calendar/client.js';
import { StateSealer, peekStage } from '../crypto/sealer.js';
import { currentUser, incomingResponses, incomingState, inputRequired, type Extra } from '../util/meta.js';

const TOOL = 'reschedule_event';

interface RescheduleState {
  userId: string;
  tool: string;
  eventId: string;
  day: string;
  slot?: Slot;
}

const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], isError });

export function registerReschedule(server: McpServer, sealer: StateSealer): void {
  function restore(raw: string): RescheduleState | null {
    return sealer.open<RescheduleState>(raw); // expect-todo: require-state-binding
  }

  function askForSlot(userId: string, eventId: string, day: string) {
    return calendar.freeSlots(eventId, day).then((slots) => {
      if (slots.length === 0) return text(`No free slots on ${day}.`);
      const state = sealer.seal<RescheduleState>('pick', { userId, tool: TOOL, eventId, day });
      return inputRequired(
        {
          slot: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Pick a new time for the event on ${day}`,
              requestedSchema: {
                type: 'object',
                properties: {
                  start: { type: 'string', enum: slots.map((s) => s.start), title: 'Start' },
                },
                required: ['start'],
              },
            },
          },
        },
        state,
      );
    });
  }

  function askToConfirm(saved: RescheduleState, start: string) {
    return calendar.freeSlots(saved.eventId, saved.day).then((slots) => {
      const slot = slots.find((s) => s.start === start);
      if (!slot) return text('That slot is no longer free, try again.', true);
      const state = sealer.seal<RescheduleState>('confirm', { ...saved, slot });
      return inputRequired(
        {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Move the event to ${slot.start} and notify all attendees?`,
              requestedSchema: {
                type: 'object',
                properties: { ok: { type: 'boolean' } },
                required: ['ok'],
              },
            },
          },
        },
        state,
      );
    });
  }

  server.registerTool(
    TOOL,
    {
      title: 'Reschedule event',
      description: 'Move a calendar event to another free slot on a given day',
      inputSchema: { eventId: z.string(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) },
      annotations: { destructiveHint: true },
    },
    (args, extra) => {
      const ex = extra as unknown as Extra;
      const userId = currentUser(ex);
      const raw = incomingState(ex);
      if (!raw) return askForSlot(userId, args.eventId, args.day) as any;

      const saved = restore(raw);
      if (!saved) return text('Invalid or expired requestState', true);
      const responses = incomingResponses(ex);

      switch (peekStage(raw)) {
        case 'pick': {
          const picked = responses.slot;
          if (picked?.action !== 'accept') return text('Cancelled.');
          return askToConfirm(saved, String(picked.content.start)) as any;
        }
        case 'confirm': {
          if (responses.confirm?.action !== 'accept' || responses.confirm.content?.ok !== true) {
            return text('Left the event where it was.');
          }
          return calendar
            .move(saved.eventId, saved.slot as Slot, userId)
            .then((ev) => text(`Moved "${ev.title}" to ${ev.start}.`)) as any;
        }
        default:
          return text('Unknown step', true);
      }
    },
  );
}
