// list_permits and surrender_permit: a contractor's granted permits and giving one back early.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { caller } from '../auth.js';
import { codecFor, openState } from '../stateCodecs.js';
import { digestArgs } from '../argsDigest.js';
import { permitsFor, permitById, surrender } from '../db.js';
import { withdrawClosure } from '../gis.js';

const SURRENDER = 'surrender_permit';

const reply = (text, extra = {}) => ({ content: [{ type: 'text', text }], ...extra });

export function registerPermitTools(server) {
  server.registerTool(
    'list_permits',
    {
      title: 'List permits',
      description: 'Lists the permits held by your company, newest first.',
      inputSchema: z.object({ status: z.enum(['active', 'pending', 'remedial', 'expired', 'surrendered']).optional() }),
      annotations: { readOnlyHint: true },
    },
    async ({ status }, ctx) => {
      const { contractorId } = caller(ctx);
      const permits = await permitsFor(contractorId, { status });
      return reply(
        permits.map(p => `${p.reference} ${p.status} ${p.starts_on} → ${p.ends_on} (${p.closure_type})`).join('\n') || 'No permits.',
        { structuredContent: { permits } },
      );
    },
  );

  server.registerTool(
    SURRENDER,
    {
      title: 'Surrender a permit',
      description: 'Ends an active permit early and lifts its published closure. Cannot be undone.',
      inputSchema: z.object({ permitId: z.string().uuid(), reason: z.string().min(3).max(300) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const who = caller(ctx);
      const permit = await permitById(args.permitId);
      if (!permit || permit.contractor_id !== who.contractorId) return reply('Permit not found.', { isError: true });
      if (permit.status !== 'active') return reply(`Permit ${permit.reference} is ${permit.status}.`, { isError: true });

      const state = await openState(SURRENDER, ctx);
      if (!state.present) {
        const requestState = await codecFor(SURRENDER).mint({ permitId: permit.id, argsDigest: digestArgs(args) }, ctx);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Surrender ${permit.reference}? The closure is lifted and a new application is needed to resume work.`,
              requestedSchema: {
                type: 'object',
                properties: { surrender: { type: 'boolean', title: 'Surrender permit' } },
                required: ['surrender'],
              },
            }),
          },
          requestState,
        });
      }

      const pending = state.value;
      if (!pending || pending.permitId !== permit.id || pending.argsDigest !== digestArgs(args)) {
        return reply('This confirmation does not match the request; ask again.', { isError: true });
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.surrender) return reply('Permit kept.');

      const changed = await surrender(permit.id, who.userId, args.reason);
      if (!changed) return reply('The permit changed status meanwhile; nothing was done.', { isError: true });
      await withdrawClosure(permit.reference);
      return reply(`Permit ${permit.reference} surrendered.`);
    },
  );
}
