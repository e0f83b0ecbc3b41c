// Destructive refund through the payments service, limited by the agent's refund allowance and confirmed first.
'use strict';
const db = require('../db');
const payments = require('../services/payments');
const { mintState, openState } = require('../state/jws-state');
const { inputRound, accepted } = require('./tickets');

const TOOL = 'issue_refund';

const definitions = [
  {
    name: TOOL,
    description: "Refund part or all of the order linked to a ticket, within the agent's refund limit.",
    inputSchema: {
      type: 'object',
      properties: {
        ticketId: { type: 'string' },
        amountCents: { type: 'integer', minimum: 1 },
        reason: { type: 'string', enum: ['defective', 'not_received', 'goodwill', 'duplicate_charge'] },
      },
      required: ['ticketId', 'amountCents', 'reason'],
    },
    annotations: { destructiveHint: true },
  },
];

async function handle(name, args, agent, round) {
  if (name !== TOOL) return undefined;
  if (args.amountCents > agent.refundLimitCents) return { error: 'amount is above your refund limit' };
  const bind = { sub: agent.userId, tool: TOOL, args };
  const ticket = await db.ticketById(args.ticketId);
  if (!ticket || ticket.team !== agent.team || !ticket.order_id) return { error: 'ticket has no refundable order' };

  if (!round.requestState) {
    const order = await payments.getOrder(ticket.order_id);
    const refundable = order.capturedCents - order.refundedCents;
    if (args.amountCents > refundable) return { error: `only ${refundable} cents are refundable` };
    const requestState = await mintState({ orderId: order.id, currency: order.currency }, bind);
    return inputRound(
      'confirm',
      `Refund ${(args.amountCents / 100).toFixed(2)} ${order.currency} on order ${order.id} (${args.reason})?`,
      { type: 'object', properties: { confirm: { type: 'boolean', title: 'Refund' } }, required: ['confirm'] },
      requestState,
    );
  }

  const { data, id } = await openState(round.requestState, bind);
  const answer = accepted(round, 'confirm');
  if (!answer || answer.confirm !== true) return { refunded: false };
  if (data.orderId !== ticket.order_id) return { error: 'ticket order changed meanwhile' };
  const refund = await payments.createRefund({
    orderId: data.orderId,
    amountCents: args.amountCents,
    currency: data.currency,
    reason: args.reason,
    idempotencyKey: `mcp-refund-${id}`,
  });
  await db.noteRefund(ticket.id, refund.refundId, refund.status);
  return { refunded: true, refundId: refund.refundId, status: refund.status };
}

module.exports = { definitions, handle };
