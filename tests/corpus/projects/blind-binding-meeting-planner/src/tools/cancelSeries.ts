// Models destructive cancel_series: the confirmation state is sealed with user, tool and the exact arguments.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { sealFlow, openFlow, currentUser } from '../security/index.js';
import * as calendar from '../calendar.js';

const confirmSchema = z.object({ confirm: z.boolean(), notifyAttendees: z.boolean().default(true) });

export default function registerCancelSeries(server) {
  server.registerTool(
    'cancel_series',
    {
      description: 'Cancel every future occurrence of a recurring meeting',
      inputSchema: z.object({ seriesId: z.string(), from: z.string().optional() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = currentUser(ctx);
      const binding = { userId, tool: 'cancel_series', args };
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmSchema);

      if (!answer) {
        const series = await calendar.series(userId, args.seriesId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${series.remaining} occurrences of "${series.title}"?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: await sealFlow({ remaining: series.remaining }, binding),
        });
      }

      const pending = await openFlow(ctx.mcpReq.requestState(), binding);
      if (!pending) return { isError: true, content: [{ type: 'text', text: 'Confirmation expired; ask again.' }] };
      if (!answer.confirm) return { content: [{ type: 'text', text: 'Series kept.' }] };
      await calendar.cancelSeries(userId, args.seriesId, args.from, answer.notifyAttendees);
      return { content: [{ type: 'text', text: `Cancelled ${pending.remaining} occurrences.` }] };
    },
  );
}
