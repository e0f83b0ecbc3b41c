'use strict';

const { issue, redeem, peek } = require('../lib/stateTokens');
const sf = require('../lib/salesforce');

const TOOL = 'merge_accounts';

const definition = {
  name: TOOL,
  description: 'Merge duplicate Salesforce accounts into one master account',
  annotations: { destructiveHint: true },
  inputSchema: {
    type: 'object',
    properties: {
      masterId: { type: 'string' },
      duplicateIds: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 2 },
    },
    required: ['masterId', 'duplicateIds'],
  },
};

function sameIds(a, b) {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
}

async function run(params, principal) {
  const { masterId, duplicateIds } = params.arguments;

  if (!params.requestState) {
    await sf.pool.query('update account_locks set locked_by = $1 where account_id = any($2)', [
      principal.userId,
      duplicateIds,
    ]);
    const requestState = issue({ masterId, duplicateIds }, { sub: principal.userId, tool: TOOL }); // expect: require-state-binding
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Merge ${duplicateIds.join(', ')} into ${masterId}? Duplicates are deleted.`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState,
    };
  }

  const answer = params.inputResponses && params.inputResponses.confirm;
  if (!answer || answer.action !== 'accept' || answer.content.confirm !== true) {
    const pending = peek(params.requestState); // expect: require-sealed-state
    if (pending) {
      await sf.pool.query('update account_locks set locked_by = null where account_id = any($1)', [
        pending.duplicateIds,
      ]);
    }
    return { content: [{ type: 'text', text: 'Merge cancelled; accounts unlocked.' }] };
  }

  const state = redeem(params.requestState, { sub: principal.userId, tool: TOOL }); // expect: require-state-binding
  if (state.masterId !== masterId || !sameIds(state.duplicateIds, duplicateIds)) {
    return { isError: true, content: [{ type: 'text', text: 'The confirmation was for a different merge.' }] };
  }
  const conn = await sf.loadConnection(principal.userId);
  const outcome = await sf.mergeAccounts(conn, masterId, duplicateIds);
  return { content: [{ type: 'text', text: `Merged into ${masterId}: ${JSON.stringify(outcome)}` }] };
}

module.exports = { definition, run };
