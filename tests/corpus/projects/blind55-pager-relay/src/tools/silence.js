import { seal, open, refused } from '../state/envelope.js';
import { exchangeForPagerDuty, createMaintenanceWindow } from '../upstream/pagerduty.js';

export const name = 'silence_alerts';

export const definition = {
  name,
  description: 'Open a maintenance window on a PagerDuty service so it stops paging. Asks for confirmation first.',
  inputSchema: {
    type: 'object',
    properties: {
      serviceId: { type: 'string' },
      minutes: { type: 'integer', minimum: 5, default: 30 },
      reason: { type: 'string' },
    },
    required: ['serviceId'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },
};

export async function call(params, ctx) {
  const args = params.arguments ?? {};
  const minutes = Math.min(Math.max(Number(args.minutes ?? 30), 5), ctx.settings.maxSilenceMinutes);

  if (params.requestState === undefined) {
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Silence every alert from service ${args.serviceId} for ${minutes} minutes?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Yes, silence it' } },
              required: ['confirm'],
            },
          },
        },
      },
      requestState: seal({ step: 'confirm', serviceId: args.serviceId }, { userId: ctx.userId, tool: name }), // expect: require-state-binding
    };
  }

  const state = open(params.requestState, { userId: ctx.userId, tool: name });
  if (!state) return refused();
  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Left the alerts on.' }] };
  }

  const { accessToken } = await exchangeForPagerDuty(ctx.bearer);
  await createMaintenanceWindow(accessToken, state.serviceId, minutes, args.reason ?? `Silenced via MCP by ${ctx.userId}`);
  return { content: [{ type: 'text', text: `Service ${state.serviceId} is silenced for ${minutes} minutes.` }] };
}
