// Models the escalate_ticket tool handler, which asks which tier to escalate to.
'use strict';
const crypto = require('node:crypto');
const StateToken = require('../lib/state-token.cjs');

const TIERS = ['tier2', 'tier3', 'engineering'];

async function escalateTicket(request, extra) {
  const { ticketId } = request.params.arguments ?? {};
  const raw = request.params.requestState;
  const tierAnswer = request.params.inputResponses?.tier;

  if (raw && tierAnswer?.action === 'accept') {
    const [body, sum] = raw.split('.'); // expect: require-sealed-state
    const expected = StateToken.checksum(body);
    const given = Buffer.from(sum ?? '', 'hex');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return { isError: true, content: [{ type: 'text', text: 'Escalation state was corrupted.' }] };
    }
    const state = JSON.parse(Buffer.from(body, 'base64').toString('utf8'));
    return {
      content: [{ type: 'text', text: `Ticket ${state.ticketId} escalated to ${tierAnswer.content.tier} by ${state.agent}.` }],
    };
  }

  return {
    resultType: 'input_required',
    inputRequests: {
      tier: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Escalate ticket ${ticketId} to which tier?`,
          requestedSchema: { type: 'object', properties: { tier: { type: 'string', enum: TIERS } }, required: ['tier'] },
        },
      },
    },
    requestState: StateToken.pack({ ticketId, agent: extra?.authInfo?.extra?.userId }), // expect: require-sealed-state
  };
}

module.exports = { escalateTicket };
