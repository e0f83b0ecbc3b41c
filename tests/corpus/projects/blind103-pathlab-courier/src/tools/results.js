// list_results and release_results: browse lab orders and release finished results to the pet owner.
'use strict';

const { findOrder, listOrders, markReleased } = require('../db');
const lims = require('../lims');
const { seal, open } = require('../seal');
const { incomingState, accepted, elicit, inputRequired, text, failure } = require('../roundTrip');

const listDefinition = {
  name: 'list_results',
  title: 'List lab orders',
  description: 'Lists recent lab orders of your practice, optionally for one patient.',
  inputSchema: {
    type: 'object',
    properties: {
      patientId: { type: 'integer' },
      days: { type: 'integer', minimum: 1, maximum: 365, default: 30 },
    },
  },
  annotations: { readOnlyHint: true },
};

async function handleList(args, { caller }) {
  const since = new Date(Date.now() - (args.days || 30) * 86_400_000);
  const rows = await listOrders(caller.practiceId, { patientId: args.patientId, since });
  const lines = rows.map(r => `#${r.id} ${r.panel_code} for ${r.patient_name}: ${r.status}${r.released_at ? ' (released)' : ''}`);
  return text(lines.length ? lines.join('\n') : 'No orders in that period.', { structuredContent: { orders: rows } });
}

const releaseDefinition = {
  name: 'release_results',
  title: 'Release results to owner',
  description: 'Emails the finished results of an order to the pet owner. Needs a vet to confirm.',
  inputSchema: {
    type: 'object',
    properties: { orderId: { type: 'integer' } },
    required: ['orderId'],
  },
  annotations: { destructiveHint: true },
};

async function handleRelease(args, { request, caller }) {
  if (caller.role !== 'vet') return failure('Only a veterinarian can release results.');
  const binding = { userId: caller.userId, tool: releaseDefinition.name, args };
  const order = await findOrder(caller.practiceId, args.orderId);
  if (!order) return failure(`Order ${args.orderId} not found.`);
  if (order.released_at) return failure('Results were already released.');

  const raw = incomingState(request);
  if (!raw) {
    const results = await lims.getResults(order.lims_order_id);
    const critical = results.filter(r => r.critical).map(r => `${r.name} ${r.value} ${r.unit}`);
    return inputRequired(
      {
        confirm: elicit(
          critical.length
            ? `Release ${order.panel_code} for ${order.patient_name}? Critical values: ${critical.join(', ')}.`
            : `Release ${order.panel_code} for ${order.patient_name} to ${order.owner_email}?`,
          {
            release: { type: 'boolean', title: 'Send to owner' },
            note: { type: 'string', title: 'Note for the owner', maxLength: 500 },
          },
          ['release'],
        ),
      },
      seal({ orderId: order.id, criticalCount: critical.length }, binding),
    );
  }

  const pending = open(raw, binding);
  if (!pending) return failure('Confirmation expired or does not match this request.');
  const answer = accepted(request, 'confirm');
  if (!answer || !answer.release) return text('Results not released.');

  await lims.sendOwnerReport({ limsOrderId: order.lims_order_id, ownerEmail: order.owner_email, vetNote: answer.note });
  await markReleased(pending.orderId, caller.userId, answer.note);
  return text(`Results for order ${pending.orderId} sent to ${order.owner_email}.`);
}

module.exports = {
  list: { definition: listDefinition, handle: handleList },
  release: { definition: releaseDefinition, handle: handleRelease },
};
