// merge_tickets tool: folds a duplicate ticket into another after the agent confirms.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { encryptState } from '../state/cipher';
import { readPendingMerge } from '../state/resume';

const TOOL = 'merge_tickets';

const fail = (text: string) => ({ content: [{ type: 'text' as const, text }], isError: true });

export function registerMergeTickets(server, deps) {
  server.registerTool(
    TOOL,
    {
      title: 'Merge tickets',
      description: 'Merge a duplicate ticket into a target ticket. Comments move to the target and the source is closed.',
      inputSchema: z.object({ sourceId: z.number().int().positive(), targetId: z.number().int().positive() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const agent = ctx.http?.authInfo?.extra;
      if (!agent?.userId) return fail('Agent sign-in required.');
      if (args.sourceId === args.targetId) return fail('Source and target must differ.');

      const pending = await readPendingMerge(ctx, deps.cipherKey, agent.userId, TOOL);

      if (!pending) {
        if (ctx.mcpReq.requestState()) return fail('This merge confirmation is invalid or expired; run merge_tickets again.');
        const source = deps.db.getTicket(args.sourceId);
        const target = deps.db.getTicket(args.targetId);
        if (!source || !target) return fail('Ticket not found.');
        if (source.team !== agent.team || target.team !== agent.team) return fail('You can only merge tickets in your own team.');
        if (source.status === 'merged') return fail(`#${source.id} is already merged.`);

        const requestState = await encryptState(deps.cipherKey, { sub: agent.userId, tool: TOOL, sourceId: source.id, targetId: target.id, exp: Date.now() + deps.cfg.stateTtlMs });
        const sameCustomer = source.customer_id === target.customer_id;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Merge #${source.id} "${source.subject}" (${source.customer_email}) into #${target.id} "${target.subject}" (${target.customer_email})?` +
                (sameCustomer ? '' : ' These tickets belong to different customers.'),
              requestedSchema: {
                type: 'object',
                properties: { merge: { type: 'boolean', title: 'Merge now' } },
                required: ['merge'],
              },
            }),
          },
          requestState, // expect: require-sealed-state
        });
      }

      const answer = acceptedContent<{ merge: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.merge) return { content: [{ type: 'text', text: 'Merge cancelled.' }] };

      deps.db.mergeTickets(pending.sourceId, pending.targetId, agent.userId);
      return { content: [{ type: 'text', text: `Merged #${pending.sourceId} into #${pending.targetId}.` }] };
    },
  );
}
