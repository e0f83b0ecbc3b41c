// Refund workflow as a pure reducer over phases, plus the question each phase asks and the event each answer makes.
const { accepted, elicit } = require('./mrtr');

const REASONS = ['damaged', 'not_delivered', 'wrong_item', 'late', 'goodwill'];

function formatMoney(cents, currency) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

function initialRefund(order) {
  return { phase: 'select_items', orderId: order.id, currency: order.currency, lineIds: [], amountCents: 0, reason: null };
}

function refundReducer(state, event, order) {
  switch (state.phase) {
    case 'select_items': {
      if (event.type !== 'items_selected') return state;
      const chosen = new Set(event.lineIds);
      const lines = order.lines.filter((line) => chosen.has(line.id) && !line.refunded);
      if (lines.length === 0) return { ...state, phase: 'cancelled', note: 'no refundable lines were selected' };
      const amountCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
      return { ...state, phase: 'choose_reason', lineIds: lines.map((line) => line.id), amountCents };
    }
    case 'choose_reason':
      if (event.type !== 'reason_given' || !REASONS.includes(event.reason)) return state;
      return { ...state, phase: 'confirm', reason: event.reason };
    case 'confirm':
      if (event.type !== 'confirmed') return state;
      return { ...state, phase: event.approved ? 'approved' : 'cancelled' };
    default:
      return state;
  }
}

function eventFrom(state, responses) {
  switch (state.phase) {
    case 'select_items': {
      const content = accepted(responses, 'items');
      return content ? { type: 'items_selected', lineIds: Array.isArray(content.lineIds) ? content.lineIds : [] } : null;
    }
    case 'choose_reason': {
      const content = accepted(responses, 'reason');
      return content ? { type: 'reason_given', reason: content.reason } : null;
    }
    case 'confirm': {
      const content = accepted(responses, 'confirm');
      return content ? { type: 'confirmed', approved: content.approved === true } : null;
    }
    default:
      return null;
  }
}

function questionFor(state, order) {
  switch (state.phase) {
    case 'select_items': {
      const open = order.lines.filter((line) => !line.refunded);
      return {
        key: 'items',
        request: elicit(
          `Which lines of order ${order.number} should be refunded?`,
          {
            lineIds: {
              type: 'array',
              items: { type: 'string', enum: open.map((line) => line.id) },
              description: open.map((line) => `${line.id}: ${line.quantity} × ${line.title}`).join('; '),
            },
          },
          ['lineIds'],
        ),
      };
    }
    case 'choose_reason':
      return {
        key: 'reason',
        request: elicit('Why is this refund being issued?', { reason: { type: 'string', enum: REASONS } }, ['reason']),
      };
    case 'confirm':
      return {
        key: 'confirm',
        request: elicit(
          `Refund ${formatMoney(state.amountCents, state.currency)} to the original payment method (${state.reason})?`,
          { approved: { type: 'boolean' } },
          ['approved'],
        ),
      };
    default:
      return null;
  }
}

module.exports = { initialRefund, refundReducer, eventFrom, questionFor, formatMoney };
