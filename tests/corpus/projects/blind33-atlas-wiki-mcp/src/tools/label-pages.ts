import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { callerOf, refusal } from '../caller.js';
import { openRoundState, sealRoundState } from '../state/envelope.js';
import { addLabel, searchPages } from '../wiki.js';

const TOOL = 'label_pages';
const Args = z.object({ query: z.string().min(2), label: z.string().regex(/^[a-z0-9-]{1,40}$/) });

// What we carry between rounds: where the upstream search left off and a running
// count for the final message. `pageToken` is the search API's paging cursor.
interface LabelRound {
  pageToken: string | null;
  labelled: number;
  rounds: number;
}

export function registerLabelPages(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Go through search results 20 at a time and add a label to the pages you pick.',
      inputSchema: Args,
    },
    async (args, ctx) => {
      const userId = callerOf(ctx);
      const binding = { userId, tool: TOOL, args };
      const raw = ctx.mcpReq.requestState<string>();

      let round: LabelRound = { pageToken: null, labelled: 0, rounds: 0 };
      if (raw !== undefined) {
        const opened = await openRoundState<LabelRound>(raw, binding);
        if (!opened.ok) return refusal(opened.reason);
        round = opened.state;

        const picked = acceptedContent<{ pageIds?: string[] }>(ctx.mcpReq.inputResponses, 'pick');
        if (picked === undefined) {
          return { content: [{ type: 'text', text: `Stopped. Labelled ${round.labelled} page(s) with "${args.label}".` }] };
        }
        if (picked.pageIds?.length) {
          const { labelled } = await addLabel(picked.pageIds, args.label, userId);
          round = { ...round, labelled: round.labelled + labelled };
        }
        if (round.pageToken === null) {
          return { content: [{ type: 'text', text: `Done. Labelled ${round.labelled} page(s) with "${args.label}".` }] };
        }
      }

      const page = await searchPages(args.query, round.pageToken, userId);
      if (page.results.length === 0) {
        return { content: [{ type: 'text', text: `No (more) results. Labelled ${round.labelled} page(s).` }] };
      }
      const next: LabelRound = { pageToken: page.nextPageToken, labelled: round.labelled, rounds: round.rounds + 1 };
      return inputRequired({
        inputRequests: {
          pick: inputRequired.elicit({
            message: `Batch ${next.rounds}: which of these should get "${args.label}"?`,
            requestedSchema: {
              type: 'object',
              properties: {
                pageIds: {
                  type: 'array',
                  items: { type: 'string', oneOf: page.results.map((r) => ({ const: r.pageId, title: r.title })) },
                },
              },
            },
          }),
        },
        requestState: await sealRoundState(next, binding),
      });
    },
  );
}
