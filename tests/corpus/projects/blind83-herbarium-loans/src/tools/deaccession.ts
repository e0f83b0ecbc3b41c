// deaccession_specimen: permanently removes a specimen from the collection after a typed confirmation.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { codec, stateFor, stateMatches } from '../state.js';
import { deaccession, specimenById } from '../db.js';
import { unpublishFromPortal } from '../gbif.js';
import { curatorOf } from '../auth.js';

const TOOL = 'deaccession_specimen';

export function registerDeaccession(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Deaccession a specimen (destroyed, repatriated or transferred). Irreversible.',
      inputSchema: z.object({
        specimenId: z.string().uuid(),
        reason: z.enum(['destroyed', 'repatriated', 'transferred', 'duplicate']),
        transferTo: z.string().max(120).optional(),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const { userId, scopes } = curatorOf(ctx);
      if (!scopes.includes('collections:admin')) {
        return { isError: true, content: [{ type: 'text', text: 'Deaccessioning needs the collections:admin role.' }] };
      }
      const specimen = await specimenById(args.specimenId);
      if (!specimen || specimen.status === 'deaccessioned') {
        return { isError: true, content: [{ type: 'text', text: 'Unknown or already deaccessioned specimen.' }] };
      }
      if (specimen.on_loan) {
        return { isError: true, content: [{ type: 'text', text: 'Recall the specimen from loan first.' }] };
      }

      const state = await ctx.mcpReq.requestState();
      if (!state) {
        const requestState = await codec.mint(stateFor(TOOL, { specimenId: specimen.id }, args), ctx);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Deaccession ${specimen.catalog_number} (${specimen.scientific_name}) as "${args.reason}"` +
                `${args.transferTo ? ` to ${args.transferTo}` : ''}? Type the catalogue number to confirm.`,
              requestedSchema: {
                type: 'object',
                properties: { catalogNumber: { type: 'string', title: 'Catalogue number' } },
                required: ['catalogNumber'],
              },
            }),
          },
          requestState,
        });
      }

      if (!stateMatches(state, TOOL, args) || state.specimenId !== specimen.id) {
        return { isError: true, content: [{ type: 'text', text: 'That confirmation was for a different deaccession.' }] };
      }
      const typed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!typed || typed.catalogNumber?.trim() !== specimen.catalog_number) {
        return { content: [{ type: 'text', text: 'Catalogue number not confirmed; nothing changed.' }] };
      }

      await deaccession(specimen.id, userId, args.reason, args.transferTo ?? null);
      await unpublishFromPortal(specimen.catalog_number, args.reason);
      return { content: [{ type: 'text', text: `${specimen.catalog_number} deaccessioned and withdrawn from the portal.` }] };
    },
  );
}
