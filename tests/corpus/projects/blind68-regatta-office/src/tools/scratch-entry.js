import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { officerOf } from '../auth.js';
import { scorelineApi } from '../scoreline.js';
import { issueRoundToken, readRoundToken } from '../state/round-token.js';
import { refuse, reply } from './refusal.js';

const TOOL = 'scratch_entry';

const ScratchArgs = z.object({
  regattaId: z.string().min(3),
  sailNumber: z.string().regex(/^[A-Z]{0,3}\s?\d{1,6}$/),
  reason: z.enum(['withdrew', 'did-not-check-in', 'measurement', 'protest-committee']),
});

/** @param {import('@modelcontextprotocol/server').McpServer} server */
export function registerScratchEntry(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Scratch an entry',
      description: 'Remove a boat from a regatta. Its scores in every race are dropped and the series is re-scored.',
      inputSchema: ScratchArgs,
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, ctx) => {
      const officer = officerOf(ctx);
      const pending = ctx.mcpReq.requestState();

      if (pending === undefined) {
        const entry = await scorelineApi.entry(args.regattaId, args.sailNumber);
        if (!entry) return refuse(`no entry ${args.sailNumber} in ${args.regattaId}`);
        if (entry.status === 'scratched') return reply(`${entry.boatName} (${args.sailNumber}) is already scratched.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Scratch ${entry.boatName} (${args.sailNumber}, skipper ${entry.skipper}) from ${args.regattaId} as "${args.reason}"? All of its race scores are dropped.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await issueRoundToken({
            userId: officer.userId,
            tool: TOOL,
            args,
            data: { boatName: entry.boatName },
          }),
        });
      }

      const round = await readRoundToken(pending, { userId: officer.userId, tool: TOOL, args });
      if (!round.ok) return refuse(round.reason);
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return reply(`${round.data.boatName} stays in the regatta.`);

      await scorelineApi.scratch(args.regattaId, args.sailNumber, { reason: args.reason, by: officer.name });
      return reply(`Scratched ${round.data.boatName} (${args.sailNumber}); ScoreLine is re-scoring the series.`);
    },
  );
}
