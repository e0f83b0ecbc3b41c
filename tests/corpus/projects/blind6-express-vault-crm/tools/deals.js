'use strict';

const CONFIRM_SCHEMA = {
  type: 'object',
  properties: { approve: { type: 'boolean', title: 'Approve' } },
  required: ['approve'],
};

function elicit(message, requestedSchema = CONFIRM_SCHEMA) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } };
}

function dealTools({ jwtState, tickets, crm }) {
  return {
    approve_discount: {
      meta: {
        description: 'Approve a discount on an open deal (manager sign-off)',
        inputSchema: {
          type: 'object',
          properties: { dealId: { type: 'string' }, percent: { type: 'number', minimum: 1, maximum: 40 } },
          required: ['dealId', 'percent'],
        },
      },
      async call(params, session) {
        const { dealId, percent } = params.arguments;
        if (!params.requestState) {
          const token = jwtState.issue({
            sub: session.userId,
            tool: 'approve_discount',
            dealId,
            percent,
            refreshToken: session.refreshToken, // expect-todo: no-secrets-in-state
          });
          return {
            resultType: 'input_required',
            inputRequests: { approve: elicit(`Give ${percent}% off deal ${dealId}?`) },
            requestState: token,
          };
        }
        const claims = jwtState.read(params.requestState);
        if (!claims || claims.sub !== session.userId || claims.tool !== 'approve_discount') {
          return { isError: true, content: [{ type: 'text', text: 'approval state rejected' }] };
        }
        if (claims.dealId !== dealId || claims.percent !== percent) {
          return { isError: true, content: [{ type: 'text', text: 'arguments changed since the prompt' }] };
        }
        if (params.inputResponses?.approve?.content?.approve !== true) {
          return { content: [{ type: 'text', text: 'discount not approved' }] };
        }
        await crm.patch(`/deals/${dealId}`, { discount: percent }, claims.refreshToken);
        return { content: [{ type: 'text', text: `deal ${dealId} now at ${percent}% off` }] };
      },
    },

    export_contacts: {
      meta: {
        description: 'Export the contacts of a segment as CSV',
        inputSchema: { type: 'object', properties: { segment: { type: 'string' } }, required: ['segment'] },
      },
      async call(params, session) {
        const { segment } = params.arguments;
        if (!params.requestState) {
          return {
            resultType: 'input_required',
            inputRequests: { reason: elicit('Why do you need this export?', { type: 'object', properties: { reason: { type: 'string' } } }) },
            requestState: tickets.sign({ u: session.userId, t: 'export_contacts', segment, exp: Date.now() + 5 * 60_000 }),
          };
        }
        const ticket = tickets.unsign(params.requestState);
        if (!ticket || ticket.u !== session.userId || ticket.t !== 'export_contacts' || ticket.segment !== segment) {
          return { isError: true, content: [{ type: 'text', text: 'export ticket rejected' }] };
        }
        const csv = await crm.get(`/segments/${encodeURIComponent(segment)}/contacts.csv`, session.accessToken);
        return { content: [{ type: 'text', text: csv }] };
      },
    },
  };
}

module.exports = { dealTools };
