import { z } from 'zod';
import { inputRequired } from '@modelcontextprotocol/server';
import { digestArgs } from '../state/codec.js';

export const CANCEL_SERIES = 'cancel_recurring_series';

export function registerCancelSeries(server, { store, stateCodec, confirmLinks }) {
  server.registerTool(
    CANCEL_SERIES,
    {
      description: 'Cancel every future occurrence of a recurring meeting. Requires confirmation in the browser.',
      inputSchema: z.object({ seriesId: z.string().min(5), reason: z.string().max(300).optional() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!ctx.http?.authInfo?.scopes.includes('calendar.write')) {
        return { content: [{ type: 'text', text: 'The calendar.write scope is required.' }], isError: true };
      }

      const state = await stateCodec.expectState(ctx, CANCEL_SERIES, args);
      if (!state) {
        const grantRef = store.grantRefFor(userId);
        if (!grantRef) return { content: [{ type: 'text', text: 'Connect your calendar first.' }], isError: true };
        const token = await store.accessToken(grantRef, userId);
        const series = await store.getEvent(token, args.seriesId);

        const link = await confirmLinks.create({
          userId,
          tool: CANCEL_SERIES,
          argsDigest: digestArgs(args),
          summary: `Cancel all future "${series.summary}" meetings`,
        });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicitUrl({
              message: `Open the link to confirm cancelling "${series.summary}" (${series.attendees?.length ?? 0} attendees).`,
              url: link.url,
              elicitationId: link.jti,
            }),
          },
          requestState: await stateCodec.mint(CANCEL_SERIES, args, { confirmationId: link.jti, grantRef }, ctx),
        });
      }

      const confirmed = store.consumeConfirmation(state.confirmationId, {
        userId,
        tool: CANCEL_SERIES,
        argsDigest: state.argsDigest,
      });
      if (!confirmed) return { content: [{ type: 'text', text: 'The cancellation was not confirmed.' }] };

      const token = await store.accessToken(state.grantRef, userId);
      await store.cancelSeries(token, args.seriesId);
      return { content: [{ type: 'text', text: `Series ${args.seriesId} cancelled; attendees notified.` }] };
    },
  );
}
