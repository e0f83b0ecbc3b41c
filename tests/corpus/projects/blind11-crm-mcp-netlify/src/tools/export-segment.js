'use strict';

const { packState, unpackState } = require('../state/compact');

const NAME = 'export_segment';
const PII_COLUMNS = ['email', 'phone', 'street', 'birthday'];
const STATE_TTL_MS = 5 * 60 * 1000;

const definition = {
  name: NAME,
  description: 'Export a contact segment as CSV. Asks which personal columns to include.',
  inputSchema: {
    type: 'object',
    properties: { segmentId: { type: 'string' }, format: { type: 'string', enum: ['csv', 'ndjson'], default: 'csv' } },
    required: ['segmentId'],
  },
};

async function handler(args, { principal, requestState, inputResponses, crm }) {
  if (!requestState) {
    const segment = await crm('GET', `/accounts/${principal.accountId}/segments/${encodeURIComponent(args.segmentId)}`);
    return {
      resultType: 'input_required',
      inputRequests: {
        columns: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `"${segment.name}" has ${segment.size} contacts. Include which personal columns?`,
            requestedSchema: {
              type: 'object',
              properties: { columns: { type: 'array', items: { type: 'string', enum: PII_COLUMNS } } },
            },
          },
        },
      },
      requestState: packState({ // expect: require-sealed-state
        tool: NAME,
        accountId: principal.accountId,
        segmentId: segment.id,
        columns: segment.columns,
        exp: Date.now() + STATE_TTL_MS,
      }),
    };
  }

  const state = unpackState(requestState); // expect: require-sealed-state
  if (state.tool !== NAME || state.accountId !== principal.accountId) throw new Error('requestState does not match this call');
  if (state.exp < Date.now()) throw new Error('export confirmation expired');
  const answer = inputResponses && inputResponses.columns;
  const pii = answer && answer.action === 'accept' ? answer.content.columns || [] : [];

  const job = await crm('POST', `/accounts/${state.accountId}/segments/${encodeURIComponent(state.segmentId)}/exports`, {
    format: args.format || 'csv',
    columns: [...state.columns.filter((c) => !PII_COLUMNS.includes(c)), ...pii],
  });
  return { content: [{ type: 'text', text: `Export ${job.id} queued; download: ${job.downloadUrl}` }] };
}

module.exports = { definition, handler };
