// Implements the export_report tool, which asks for format and recipient before emailing a report.
'use strict';

const { seal, open } = require('../roundState');
const warehouse = require('../warehouse');

const TOOL = 'export_report';

const definition = {
  name: TOOL,
  description: 'Export a BI report as CSV or PDF and email it',
  inputSchema: {
    type: 'object',
    properties: { reportId: { type: 'string' } },
    required: ['reportId'],
  },
};

async function handle(params, userId) {
  const args = params.arguments || {};
  let carried = {};
  if (params.requestState !== undefined) {
    carried = open(params.requestState, { userId, tool: TOOL, args });
    if (!carried) {
      return { isError: true, content: [{ type: 'text', text: 'This export request has expired, please start again.' }] };
    }
  }

  const reply = params.inputResponses && params.inputResponses.options;
  if (reply && reply.action === 'accept') {
    carried = { ...carried, ...reply.content, step: 'options' };
  }

  if (!carried.format || !carried.recipient) {
    return {
      resultType: 'input_required',
      inputRequests: {
        options: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `How should report ${args.reportId} be delivered?`,
            requestedSchema: {
              type: 'object',
              properties: {
                format: { type: 'string', enum: ['csv', 'pdf'] },
                recipient: { type: 'string', format: 'email' },
              },
              required: ['format', 'recipient'],
            },
          },
        },
      },
      requestState: seal({ step: 'ask-options' }, { userId, tool: TOOL, args }), // todo-not: require-state-binding
    };
  }

  const job = await warehouse.exportReport(args.reportId, { format: carried.format, emailTo: carried.recipient, requestedBy: userId });
  return { content: [{ type: 'text', text: `Export job ${job.id} queued; ${carried.recipient} will get the ${carried.format}.` }] };
}

module.exports = { definition, handle };
