import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerOf } from '../auth.js';
import { issueRoundToken, readRoundToken } from '../state/round-token.js';
import { searchFares, type Fare } from '../supplier/skyhold.js';

const TOOL = 'search_fares';

const inputSchema = z.object({
  origin: z.string().length(3).describe('IATA code, e.g. MNL'),
  destination: z.string().length(3),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  cabin: z.enum(['economy', 'premium', 'business']).optional(),
});

interface PendingSearch {
  origin: string;
  destination: string;
  date: string;
}

const formatFare = (f: Fare) =>
  `${f.fareId}  ${f.carrier}  ${f.departure} → ${f.arrival}  ${(f.totalCents / 100).toFixed(2)} ${f.currency}`;

export function registerFareSearch(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Search published and negotiated fares on Skyhold',
      inputSchema,
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const { userId } = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      let query: PendingSearch & { cabin?: string } = args;
      if (raw !== undefined) {
        const pending = await readRoundToken<PendingSearch>(raw, { userId, tool: TOOL });
        if (!pending) {
          return { isError: true, content: [{ type: 'text', text: 'That search expired, please search again.' }] };
        }
        const picked = acceptedContent<{ cabin: string }>(ctx.mcpReq.inputResponses, 'cabin');
        query = { origin: pending.origin, destination: pending.destination, date: pending.date, cabin: picked?.cabin };
      }

      if (!query.cabin) {
        return inputRequired({
          inputRequests: {
            cabin: inputRequired.elicit({
              message: `Which cabin for ${args.origin}–${args.destination} on ${args.date}?`,
              requestedSchema: {
                type: 'object',
                properties: { cabin: { type: 'string', enum: ['economy', 'premium', 'business'] } },
                required: ['cabin'],
              },
            }),
          },
          requestState: await issueRoundToken(
            { origin: args.origin, destination: args.destination, date: args.date },
            { userId, tool: TOOL },
          ),
        });
      }

      const fares = await searchFares({ origin: query.origin, destination: query.destination, date: query.date, cabin: query.cabin });
      const text = fares.length ? fares.slice(0, 15).map(formatFare).join('\n') : 'No fares found.';
      return { content: [{ type: 'text', text }] };
    },
  );
}
