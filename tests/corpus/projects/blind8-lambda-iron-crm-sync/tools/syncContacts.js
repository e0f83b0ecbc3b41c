'use strict';

const { seal, unseal } = require('../seal/iron');

const TOOL = 'sync_contacts';
const PENDING_TTL = 15 * 60;

const conflictsQuestion = (conflicts) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message: `${conflicts.length} contacts differ between the CRM and the mailing list. Which side wins?`,
    requestedSchema: {
      type: 'object',
      properties: { winner: { type: 'string', enum: ['crm', 'mailing_list'] } },
      required: ['winner'],
    },
  },
});

async function syncContacts({ userId, crmToken, crm, lists }, args, params) {
  if (params.requestState) {
    const state = await unseal(params.requestState);
    if (state.userId !== userId || state.tool !== TOOL || state.listId !== args.listId) {
      return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    }
    const winner = params.inputResponses?.resolve?.content?.winner;
    if (!winner) return { isError: true, content: [{ type: 'text', text: 'No choice made' }] };
    const merged = await lists.merge(args.listId, state.conflicts, winner, state.crmToken);
    return { content: [{ type: 'text', text: `Merged ${merged} contacts (${winner} wins)` }] };
  }

  const contacts = await crm.contacts(crmToken);
  const conflicts = await lists.diff(args.listId, contacts);
  if (conflicts.length === 0) return { content: [{ type: 'text', text: 'Already in sync' }] };

  return {
    resultType: 'input_required',
    inputRequests: { resolve: conflictsQuestion(conflicts) },
    requestState: await seal({ userId, tool: TOOL, listId: args.listId, conflicts: conflicts.map((c) => c.id), crmToken }, { ttlSec: PENDING_TTL }), // expect: require-state-binding
  };
}

module.exports = { TOOL, syncContacts };
