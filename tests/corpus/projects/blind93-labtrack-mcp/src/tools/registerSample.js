// Tool register_sample: reserves an accession in the LIMS, then asks where the tube was stored.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { callerOf } from '../auth.js';

const TOOL = 'register_sample';

const locationSchema = {
  type: 'object',
  properties: {
    freezer: { type: 'string', title: 'Freezer', pattern: '^F[0-9]{1,2}$' },
    rack: { type: 'string', title: 'Rack', pattern: '^R[0-9]{2}$' },
    slot: { type: 'string', title: 'Slot', pattern: '^[A-H][1-9]$' },
  },
  required: ['freezer', 'rack', 'slot'],
};

export function registerSampleTool(server, { db, lims, handles }) {
  server.registerTool(
    TOOL,
    {
      description: 'Register a new biobank sample against a signed consent and record its storage slot.',
      inputSchema: z.object({
        kind: z.enum(['plasma', 'serum', 'whole-blood', 'dna', 'tissue']),
        volumeUl: z.number().int().min(10).max(10_000),
        consentRef: z.string().regex(/^CONSENT-[A-Z0-9-]+$/),
      }),
    },
    async (args, ctx) => {
      const caller = callerOf(ctx, 'samples:write');
      const handle = ctx.mcpReq.requestState();

      if (!handle) {
        const reservation = await lims.reserveAccession({ labId: caller.labId, kind: args.kind, consentRef: args.consentRef });
        if (!reservation.consentValid) {
          return { isError: true, content: [{ type: 'text', text: `Consent ${args.consentRef} does not cover ${args.kind} storage.` }] };
        }
        const requestState = await handles.create(caller.userId, TOOL, {
          args,
          accessionId: reservation.accessionId,
          reservationToken: reservation.reservationToken,
        });
        return inputRequired({
          inputRequests: {
            location: inputRequired.elicit({
              message: `Accession ${reservation.accessionId} reserved. Where is the tube stored?`,
              requestedSchema: locationSchema,
            }),
          },
          requestState,
        });
      }

      const pending = await handles.take(handle, caller.userId, TOOL);
      if (!pending) {
        return { isError: true, content: [{ type: 'text', text: 'This registration is no longer pending; start again.' }] };
      }
      if (JSON.stringify(pending.args) !== JSON.stringify(args)) {
        return { isError: true, content: [{ type: 'text', text: 'The sample details changed mid-registration; start again.' }] };
      }

      const location = acceptedContent(ctx.mcpReq.inputResponses, 'location');
      if (!location) return { content: [{ type: 'text', text: 'Registration abandoned; the LIMS reservation will lapse.' }] };

      await lims.confirmAccession(pending.reservationToken, `${location.freezer}/${location.rack}/${location.slot}`);
      await db.insertSample({
        id: pending.accessionId,
        labId: caller.labId,
        kind: args.kind,
        volumeUl: args.volumeUl,
        consentRef: args.consentRef,
        freezer: location.freezer,
        rack: location.rack,
        slot: location.slot,
        actor: caller.userId,
      });

      return {
        content: [{ type: 'text', text: `Sample ${pending.accessionId} stored at ${location.freezer}/${location.rack}/${location.slot}.` }],
        structuredContent: { sampleId: pending.accessionId },
      };
    },
  );
}
