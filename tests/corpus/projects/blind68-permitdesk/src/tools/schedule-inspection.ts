import * as z from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { countyPermits } from '../county.js';
import { permitForApplicant } from '../db.js';
import { roundCodec, type PermitRound } from '../state/codec.js';
import { callerOf, refuse, say } from './shared.js';

const TOOL = 'schedule_inspection';

const KINDS = ['footing', 'framing', 'rough-electrical', 'rough-plumbing', 'insulation', 'final'] as const;

export function registerScheduleInspection(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Schedule an inspection',
      description: 'Book the next county inspection for one of your permits.',
      inputSchema: z.object({ permitId: z.string().min(3), kind: z.enum(KINDS) }),
    },
    async ({ permitId, kind }, ctx) => {
      const caller = callerOf(ctx);
      const permit = await permitForApplicant(permitId, caller.userId);
      if (!permit) return refuse('no such permit on your account');

      const state = ctx.mcpReq.requestState<PermitRound>();
      if (state === undefined) {
        const slots = await countyPermits.openSlots(permitId, kind);
        if (slots.length === 0) return say(`No open ${kind} inspection slots for ${permit.address} in the next two weeks.`);
        return inputRequired({
          inputRequests: {
            slot: inputRequired.elicit({
              message: `Pick a ${kind} inspection slot for ${permit.address}`,
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    enum: slots.map((s) => s.id),
                    enumNames: slots.map((s) => `${new Date(s.startsAt).toLocaleString('en-US')} · ${s.inspector}`),
                  },
                },
                required: ['slotId'],
              },
            }),
          },
          requestState: await roundCodec.mint({ tool: TOOL, permitId, kind, slotIds: slots.map((s) => s.id) }, ctx),
        });
      }

      if (state.tool !== TOOL || state.permitId !== permitId || state.kind !== kind) return refuse('state mismatch');
      const pick = acceptedContent<{ slotId: string }>(ctx.mcpReq.inputResponses, 'slot');
      if (!pick) return say('No slot booked.');
      if (!state.slotIds.includes(pick.slotId)) return refuse('unknown slot');

      const { confirmation } = await countyPermits.book(permitId, pick.slotId, caller.userId);
      return say(`Booked. County confirmation ${confirmation}.`);
    },
  );
}
