// Tool: close an accounting period for an entity once a controller confirms the summary.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { seal, open } from '../crypto/stateSealer.js';
import { closePeriod, periodSummary, userIsController } from '../db.js';
import { userIdOf } from '../auth.js';
import { confirmSchema, digestArgs, formatMoney, text, toolError } from './util.js';

const TOOL = 'close_period';

export function registerClosePeriod(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Close an open accounting period. Draft entries must be posted or deleted first.',
      inputSchema: {
        entityId: z.string().uuid(),
        period: z.string().regex(/^\d{4}-\d{2}$/),
        currency: z.string().length(3).default('USD'),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const { entityId, period, currency } = args;
      const userId = userIdOf(ctx);
      if (!(await userIsController(userId, entityId))) return toolError('Only a controller can close a period.');

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const summary = await periodSummary(entityId, period);
        if (!summary) return toolError(`Period ${period} does not exist for this entity.`);
        if (summary.status !== 'open') return toolError(`Period ${period} is already ${summary.status}.`);
        if (Number(summary.drafts) > 0) return toolError(`${summary.drafts} draft entries remain in ${period}.`);
        const requestState = await seal(
          { argsDigest: digestArgs({ entityId, period, currency }) },
          { sub: userId, tool: TOOL },
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Close ${period}? Net posted activity is ${formatMoney(summary.net_minor, currency)}. This locks the period.`,
              requestedSchema: confirmSchema('Close the period'),
            }),
          },
          requestState,
        });
      }

      const state = await open(raw, { sub: userId, tool: TOOL });
      if (!state || state.argsDigest !== digestArgs({ entityId, period, currency })) {
        return toolError('The confirmation does not match this request; run close_period again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text(`Period ${period} left open.`);
      await closePeriod(entityId, period, userId);
      return text(`Closed ${period}.`);
    },
  );
}
