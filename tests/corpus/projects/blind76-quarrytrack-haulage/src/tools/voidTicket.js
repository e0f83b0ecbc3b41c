// void_ticket: void a weigh ticket that has not been invoiced, after the dispatcher confirms.
const db = require('../db');
const config = require('../config');
const { seal, open } = require('../seal');
const { needInput, incomingState, accepted, elicit, toolError, toolText } = require('../mrtr');

const TOOL = 'void_ticket';
const REASONS = ['duplicate', 'wrong_vehicle', 'wrong_product', 'test_weighing'];

const definition = {
  name: TOOL,
  description: 'Void a weigh ticket that has not been invoiced yet',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'integer' }, reason: { type: 'string', enum: REASONS } },
    required: ['ticketId', 'reason'],
  },
  annotations: { destructiveHint: true },
};

async function handle(request, extra) {
  const userId = extra.authInfo?.extra?.userId;
  const { ticketId, reason } = request.params.arguments ?? {};
  if (!userId) return toolError('Not signed in.');

  const ticket = await db.ticket(ticketId);
  if (!ticket || !extra.authInfo.extra.siteIds.includes(ticket.site_id)) return toolError('No such ticket at your sites.');
  if (ticket.status === 'void') return toolText('That ticket is already void.');
  if (ticket.invoice_id) return toolError('That ticket is already invoiced; raise a credit note instead.');

  const raw = incomingState(request);
  if (!raw) {
    const requestState = seal({ sub: userId, tool: TOOL, ticketId, reason }, { ttlMs: config.stateTtlMs });
    return needInput(
      {
        confirm: elicit(`Void ticket ${ticket.ticket_no} (${(ticket.gross_kg - ticket.tare_kg) / 1000} t net) as "${reason}"?`, {
          confirm: { type: 'boolean' },
        }),
      },
      requestState,
    );
  }

  const [error, state] = open(raw);
  if (error) {
    return toolError(error.reason === 'expired' ? 'The confirmation timed out. Nothing was voided.' : 'The confirmation could not be verified. Nothing was voided.');
  }
  if (state.sub !== userId || state.tool !== TOOL || state.ticketId !== ticketId || state.reason !== reason) {
    return toolError('The confirmation does not match this request. Nothing was voided.');
  }

  const answer = accepted(request, 'confirm');
  if (!answer || answer.confirm !== true) return toolText('Ticket kept.');

  const voided = await db.voidTicket(ticketId, ticket.site_id, reason, userId);
  return voided ? toolText(`Ticket ${ticket.ticket_no} voided.`) : toolError('The ticket changed meanwhile (invoiced or already void).');
}

module.exports = { definition, handle };
