'use strict';

const { issue, redeem } = require('../lib/stateTokens');
const sf = require('../lib/salesforce');
const { config } = require('../lib/config');

const TOOL = 'sync_contacts';

const definition = {
  name: TOOL,
  description: 'Copy contacts from a Salesforce list view into the marketing CRM',
  inputSchema: {
    type: 'object',
    properties: { listViewId: { type: 'string' } },
    required: ['listViewId'],
  },
};

function chooseSegment(count) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: `Found ${count} contacts. Which ones should be synced?`,
      requestedSchema: {
        type: 'object',
        properties: {
          segment: { type: 'string', enum: ['all', 'changed-last-30-days', 'never-synced'] },
          dryRun: { type: 'boolean', default: true },
        },
        required: ['segment'],
      },
    },
  };
}

async function run(params, principal) {
  if (!params.requestState) {
    const conn = await sf.loadConnection(principal.userId);
    if (!conn) return { isError: true, content: [{ type: 'text', text: 'Connect Salesforce first.' }] };

    const listViewId = String(params.arguments.listViewId);
    const [{ expr0: count }] = await sf.query(conn, `SELECT COUNT(Id) FROM Contact WHERE ListView__c = '${listViewId.replace(/'/g, '')}'`);
    const requestState = issue( // expect: require-state-binding
      {
        listViewId,
        instanceUrl: conn.instanceUrl,
        sfRefreshToken: conn.refreshToken, // expect: no-secrets-in-state
      },
      { sub: principal.userId, tool: TOOL },
    );
    return { resultType: 'input_required', inputRequests: { segment: chooseSegment(count) }, requestState };
  }

  const state = redeem(params.requestState, { sub: principal.userId, tool: TOOL }); // expect: require-state-binding
  const answer = params.inputResponses && params.inputResponses.segment;
  if (!answer || answer.action !== 'accept') {
    return { content: [{ type: 'text', text: 'Sync cancelled.' }] };
  }

  const conn = await sf.refreshAccess(state.sfRefreshToken);
  const contacts = await sf.query(
    conn,
    `SELECT Id, Email, FirstName, LastName FROM Contact WHERE ListView__c = '${state.listViewId}' LIMIT ${config.batchSize}`,
  );
  if (answer.content.dryRun !== false) {
    return { content: [{ type: 'text', text: `Dry run: ${contacts.length} contacts would be synced.` }] };
  }
  // the actual copy is queued and handled by the worker process
  await sf.pool.query('insert into sync_jobs (user_id, list_view_id, segment) values ($1, $2, $3)', [
    principal.userId,
    state.listViewId,
    answer.content.segment,
  ]);
  return { content: [{ type: 'text', text: `Queued sync of ${contacts.length} contacts.` }] };
}

module.exports = { definition, run };
