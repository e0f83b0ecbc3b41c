import { seal, open, refused } from '../state/envelope.js';
import { exchangeForPagerDuty, getIncident, listOnCall, addResponders } from '../upstream/pagerduty.js';

export const name = 'escalate_incident';

export const definition = {
  name,
  description: 'Page additional responders onto an open PagerDuty incident. Asks which on-call people to add.',
  inputSchema: {
    type: 'object',
    properties: {
      incidentId: { type: 'string', description: 'PagerDuty incident id, e.g. Q2X9LK0AB1CDEF' },
      note: { type: 'string', description: 'Optional message for the responders' },
    },
    required: ['incidentId'],
  },
};

export async function call(params, ctx) {
  const { incidentId, note } = params.arguments ?? {};

  if (params.requestState === undefined) {
    // Round 1: exchange once, look up who is on call, ask the user whom to page.
    const grant = await exchangeForPagerDuty(ctx.bearer);
    const incident = await getIncident(grant.accessToken, incidentId);
    const candidates = await listOnCall(grant.accessToken, incident.escalation_policy.id);

    return {
      resultType: 'input_required',
      inputRequests: {
        responders: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Who should be paged onto "${incident.title}"?`,
            requestedSchema: {
              type: 'object',
              properties: {
                responderIds: {
                  type: 'array',
                  items: { type: 'string', enum: candidates.map((c) => c.id) },
                  description: candidates.map((c) => `${c.name} (L${c.level})`).join(', '),
                },
              },
              required: ['responderIds'],
            },
          },
        },
      },
      requestState: seal(
        {
          incidentId: incident.id,
          offered: candidates.map((c) => c.id),
          // reuse the exchanged token on the next round instead of exchanging again
          pdToken: grant.accessToken, // expect: no-secrets-in-state
        },
        { userId: ctx.userId, tool: name },
      ),
    };
  }

  const state = open(params.requestState, { userId: ctx.userId, tool: name });
  if (!state) return refused();

  const answer = params.inputResponses?.responders;
  if (answer?.action !== 'accept') {
    return { content: [{ type: 'text', text: 'Nobody was paged.' }] };
  }
  const picked = (answer.content?.responderIds ?? []).filter((id) => state.offered.includes(id));
  if (picked.length === 0) {
    return { isError: true, content: [{ type: 'text', text: 'Pick at least one of the people offered.' }] };
  }

  await addResponders(state.pdToken, state.incidentId, picked, note ?? `Escalated from MCP by ${ctx.userId}`);
  return { content: [{ type: 'text', text: `Paged ${picked.length} responder(s) onto ${state.incidentId}.` }] };
}
