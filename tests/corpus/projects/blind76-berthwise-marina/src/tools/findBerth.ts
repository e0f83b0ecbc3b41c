// find_berth: read-only search of free berths; asks which marina when the boater belongs to several.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { db } from '../db.js';
import { mintState, readState } from '../state.js';
import { toolError, toolText } from '../result.js';

const TOOL = 'find_berth';

export function registerFindBerth(server) {
  server.registerTool(
    TOOL,
    {
      description: 'List free berths that fit one of your vessels for the given dates',
      inputSchema: { vesselId: z.string().uuid(), arrive: z.string().date(), depart: z.string().date() },
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return toolError('Sign in to search berths.');

      const vessel = await db.getVessel(userId, args.vesselId);
      if (!vessel) return toolError('That vessel is not registered to you.');

      let marinaId = vessel.marina_id;
      const raw = await ctx.mcpReq.requestState();
      if (raw) {
        const verified = await readState<{ marinaIds: string[]; vesselId: string }>(raw, TOOL, ctx);
        if (!verified.ok) {
          switch (verified.error.kind) {
            case 'wrong-tool':
              return toolError('That answer belongs to another request. Please search again.');
            default:
              return toolError('Your search session expired. Please search again.');
          }
        }
        if (verified.value.vesselId !== vessel.id) return toolError('The vessel changed between rounds. Please search again.');
        const picked = acceptedContent(ctx.mcpReq.inputResponses, 'marina');
        if (!picked || !verified.value.marinaIds.includes(picked.marinaId)) return toolError('No marina chosen.');
        marinaId = picked.marinaId;
      } else if (!marinaId) {
        const marinas = await db.listMarinasFor(userId);
        if (marinas.length === 0) return toolError('You are not a member of any marina yet.');
        if (marinas.length > 1) {
          const requestState = await mintState(TOOL, { vesselId: vessel.id, marinaIds: marinas.map((m) => m.id) }, ctx);
          return inputRequired({
            inputRequests: {
              marina: inputRequired.elicit({
                message: `Which marina should I search for ${vessel.name}?`,
                requestedSchema: {
                  type: 'object',
                  properties: { marinaId: { type: 'string', enum: marinas.map((m) => m.id), enumNames: marinas.map((m) => m.name) } },
                  required: ['marinaId'],
                },
              }),
            },
            requestState,
          });
        }
        marinaId = marinas[0].id;
      }

      const berths = await db.findAvailableBerths(marinaId, vessel.loa_m, vessel.beam_m, args.arrive, args.depart);
      if (berths.length === 0) return toolText('No free berth fits that vessel for those dates.');
      const lines = berths.map((b) => `${b.code} (pontoon ${b.pontoon}, up to ${b.max_loa_m} m${b.has_power ? ', shore power' : ''})`);
      return toolText(`Free berths for ${vessel.name}:\n${lines.join('\n')}`, { berths });
    },
  );
}
