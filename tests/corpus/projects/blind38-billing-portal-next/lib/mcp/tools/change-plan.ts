import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { applyPlanChange, exchangeForBillingToken, formatMoney, previewPlanChange } from '@/lib/billing';
import { openRoundState, sealRoundState } from '@/lib/state/round-state';

interface PlanChangeState {
  planId: string;
  prorationDate: number;
  billingToken: string;
}

export function registerChangePlan(server: McpServer) {
  server.registerTool(
    'change_plan',
    {
      title: 'Change plan',
      description: 'Move the signed-in customer to another plan. Shows the prorated charge and asks first.',
      inputSchema: z.object({ planId: z.string().describe('Plan id, e.g. "team-monthly"') }),
    },
    async ({ planId }, ctx) => {
      const authInfo = ctx.http?.authInfo;
      const userId = authInfo?.extra?.userId as string | undefined;
      if (!authInfo || !userId) {
        return { isError: true, content: [{ type: 'text', text: 'Sign in to change your plan.' }] };
      }
      const binding = { userId, tool: 'change_plan' };

      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        // Exchanging the token is slow (two hops through the IdP), so do it once and carry it over
        // to the confirmation round.
        const grant = await exchangeForBillingToken(authInfo.token);
        const preview = await previewPlanChange(grant.access_token, planId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Switch to ${preview.planName}? ${formatMoney(preview.amountDue, preview.currency)} is due today.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Change my plan' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: sealRoundState<PlanChangeState>(
            {
              planId,
              prorationDate: preview.prorationDate,
              billingToken: grant.access_token, // expect: no-secrets-in-state
            },
            binding,
          ),
        });
      }

      const saved = openRoundState<PlanChangeState>(raw, binding);
      if (!saved) {
        return { isError: true, content: [{ type: 'text', text: 'This confirmation expired. Ask again to change the plan.' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: 'Plan unchanged.' }] };
      }

      const sub = await applyPlanChange(saved.billingToken, saved.planId, saved.prorationDate);
      return { content: [{ type: 'text', text: `You're now on ${sub.plan.name}.` }] };
    },
  );
}
