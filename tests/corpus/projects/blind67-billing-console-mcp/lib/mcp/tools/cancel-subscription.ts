import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { argsDigest } from '@/lib/args-digest';
import { cancelSubscription, getSubscription } from '@/lib/billing';
import { issueRoundToken, readRoundToken } from '@/lib/state/round-token';
import { callerOf, refusal, text } from '../register';

const TOOL = 'cancel_subscription';

const Args = z.object({
  subscriptionId: z.string().startsWith('sub_'),
  atPeriodEnd: z.boolean().default(true),
});

interface PendingCancel {
  argsDigest: string;
  planName: string;
}

export function registerCancelSubscription(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Cancel a subscription',
      description: 'Cancel a customer subscription, now or at the end of the period. Asks for confirmation.',
      inputSchema: Args,
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      const binding = { userId: caller.userId, tool: TOOL };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const sub = await getSubscription(caller.accountId, args.subscriptionId);
        if (sub.status === 'canceled') return text(`${sub.id} is already cancelled.`);
        const when = args.atPeriodEnd ? `at the end of the period (${sub.currentPeriodEnd.slice(0, 10)})` : 'immediately';
        const pending: PendingCancel = { argsDigest: argsDigest(args), planName: sub.plan.name };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${sub.id} (${sub.plan.name}) ${when}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await issueRoundToken({ ...pending }, binding),
        });
      }

      const pending = await readRoundToken<PendingCancel>(token, binding);
      if (!pending) return refusal('That confirmation is expired or was not issued to you. Start the cancellation again.');
      if (pending.argsDigest !== argsDigest(args)) {
        return refusal('The arguments changed since you confirmed. Start the cancellation again.');
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Subscription left active.');

      const sub = await cancelSubscription(caller.accountId, args.subscriptionId, args.atPeriodEnd);
      return text(`Cancelled ${sub.id} (${pending.planName}); status is now ${sub.status}.`);
    },
  );
}
