import * as z from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { principal } from '../auth.js';
import { digestArgs, mintRound, readRound } from '../state.js';
import { canEdit, getTerm, mergeTerms } from '../termbase.js';

const TOOL = 'merge_terms';

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const fail = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

export function registerMergeTerms(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Merge duplicate terms',
      description:
        'Merge a duplicate term into the term that survives: translations and comments move over, the duplicate is deleted. Asks for confirmation.',
      inputSchema: z.object({
        glossaryId: z.string().uuid(),
        survivorId: z.string().uuid().describe('Term that is kept'),
        duplicateId: z.string().uuid().describe('Term that is merged in and deleted'),
      }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const userId = principal(ctx);
      if (args.survivorId === args.duplicateId) return fail('A term cannot be merged into itself.');
      if (!(await canEdit(userId, args.glossaryId))) return fail('You need editor rights on this glossary.');

      const round = readRound(ctx, TOOL, args);
      if (round === null) return fail('That confirmation was for a different merge. Ask again.');

      if (round === undefined) {
        const [survivor, duplicate] = await Promise.all([
          getTerm(args.glossaryId, args.survivorId),
          getTerm(args.glossaryId, args.duplicateId),
        ]);
        if (!survivor || !duplicate) return fail('One of the terms does not exist in this glossary.');
        if (survivor.locale !== duplicate.locale) return fail('Terms in different source locales cannot be merged.');

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Merge "${duplicate.text}" (${duplicate.termKey}, ${duplicate.translations} translations) into ` +
                `"${survivor.text}" (${survivor.termKey})? The duplicate will be deleted.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Merge and delete the duplicate' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await mintRound(ctx, {
            tool: TOOL,
            argsDigest: digestArgs(args),
            survivorKey: survivor.termKey,
            duplicateKey: duplicate.termKey,
          }),
        });
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return text('Nothing was merged.');

      const deleted = await mergeTerms(args.glossaryId, args.survivorId, args.duplicateId, userId);
      return text(deleted ? `Merged ${round.duplicateKey} into ${round.survivorKey}.` : 'The duplicate was already gone.');
    },
  );
}
