import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { cancelSubscription, getSubscription } from '@/lib/billing';
import { openRoundState, sealRoundState } from '@/lib/state/round-state';

const TOOL = 'cancel_subscription';

interface CancelState {
  step: 'confirm';
  planName: string;
  periodEnd: string;
}

export function registerCancelSubscription(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Cancel subscription',
      description: 'Cancel one of the signed-in customer’s subscriptions, immediately or at the end of the period.',
      inputSchema: z.object({
        subscriptionId: z.string(),
        atPeriodEnd: z.boolean().default(true),
      }),
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async ({ subscriptionId, atPeriodEnd }, ctx) => {
      const authInfo = ctx.http?.authInfo;
      const userId = authInfo?.extra?.userId as string | undefined;
      if (!authInfo || !userId) {
        return { isError: true, content: [{ type: 'text', text: 'Sign in to manage subscriptions.' }] };
      }

      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        // Reading it with the user's own token doubles as the ownership check.
        const sub = await getSubscription(subscriptionId, authInfo.token);
        if (sub.status === 'canceled') {
          return { content: [{ type: 'text', text: `${sub.plan.name} is already canceled.` }] };
        }
        const when = atPeriodEnd ? `at the end of the period (${sub.currentPeriodEnd.slice(0, 10)})` : 'right now';
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${sub.plan.name} ${when}? This can't be undone from here.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, cancel it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: sealRoundState<CancelState>({ step: 'confirm', planName: sub.plan.name, periodEnd: sub.currentPeriodEnd }, { userId, tool: TOOL }), // expect: require-state-binding
        });
      }

      const pending = openRoundState<CancelState>(raw, { userId, tool: TOOL });
      if (!pending) {
        return { isError: true, content: [{ type: 'text', text: 'That confirmation is no longer valid. Start again.' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: `Kept ${pending.planName}.` }] };
      }

      const result = await cancelSubscription(subscriptionId, authInfo.token, atPeriodEnd);
      return {
        content: [
          {
            type: 'text',
            text: atPeriodEnd
              ? `${result.plan.name} will end on ${result.currentPeriodEnd.slice(0, 10)}.`
              : `${result.plan.name} is canceled.`,
          },
        ],
      };
    },
  );
}
