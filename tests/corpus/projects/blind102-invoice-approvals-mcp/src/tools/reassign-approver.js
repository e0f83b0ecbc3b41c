// reassign_approver tool: hands a pending invoice to another approver in the same cost centre.
'use strict';
const db = require('../db');
const { seal } = require('../lib/seal');
const { readPending, inputRequiredResult, elicit, text, toolError } = require('../lib/pending');

const TOOL = 'reassign_approver';

const definition = {
  name: TOOL,
  description: 'Reassign one of your pending invoices to a colleague who approves for the same cost centre.',
  inputSchema: {
    type: 'object',
    properties: {
      invoiceId: { type: 'string' },
      approverEmail: { type: 'string', description: 'Email address or its beginning' },
    },
    required: ['invoiceId', 'approverEmail'],
  },
};

async function handle(params, user) {
  const { invoiceId, approverEmail } = params.arguments || {};
  const pending = readPending(params, user.id, TOOL);

  if (!pending) {
    const invoice = await db.getInvoice(invoiceId);
    if (!invoice || invoice.approver_id !== user.id) return toolError('Invoice not found or not assigned to you.');
    const candidates = (await db.approversInCostCentre(invoice.cost_centre, approverEmail)).filter(
      (c) => c.id !== user.id,
    );
    if (candidates.length === 0) return toolError('Nobody with that address approves for this cost centre.');
    if (candidates.length === 1) {
      await db.reassign(invoiceId, candidates[0].id, user.id);
      return text(`${invoice.number} now waits for ${candidates[0].display_name}.`);
    }
    const requestState = seal({ tool: TOOL, invoiceId, candidateIds: candidates.map((c) => c.id) }); // expect: require-state-binding
    const question = elicit(
      `Several approvers match "${approverEmail}". Who should take ${invoice.number}?`,
      {
        approverId: {
          type: 'string',
          title: 'Approver',
          oneOf: candidates.map((c) => ({ const: c.id, title: `${c.display_name} <${c.email}>` })),
        },
      },
      ['approverId'],
    );
    return inputRequiredResult({ pick: question }, requestState);
  }

  const answer = params.inputResponses && params.inputResponses.pick;
  if (!answer || answer.action !== 'accept' || !answer.content) return text('Reassignment cancelled.');
  const chosen = answer.content.approverId;
  if (!pending.candidateIds.includes(chosen)) return toolError('Pick one of the listed approvers.');
  await db.reassign(pending.invoiceId, chosen, user.id);
  return text('Invoice reassigned.');
}

module.exports = { definition, handle };
