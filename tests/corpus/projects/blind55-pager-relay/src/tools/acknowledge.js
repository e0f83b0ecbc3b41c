import { exchangeForPagerDuty, acknowledge } from '../upstream/pagerduty.js';

export const name = 'acknowledge_incident';

export const definition = {
  name,
  description: 'Acknowledge a triggered PagerDuty incident as the signed-in user.',
  inputSchema: {
    type: 'object',
    properties: { incidentId: { type: 'string' } },
    required: ['incidentId'],
  },
  annotations: { idempotentHint: true },
};

export async function call(params, ctx) {
  const { incidentId } = params.arguments ?? {};
  const { accessToken } = await exchangeForPagerDuty(ctx.bearer);
  await acknowledge(accessToken, incidentId);
  return { content: [{ type: 'text', text: `Acknowledged ${incidentId}.` }] };
}
