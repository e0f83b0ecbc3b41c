// reconcile_tickets: match pending weigh tickets against weighbridge readings; pauses when the weighbridge is down.
const db = require('../db');
const weighbridge = require('../weighbridge');
const { encodeResume, decodeResume } = require('../resume');
const { needInput, incomingState, accepted, elicit, toolError, toolText } = require('../mrtr');

const TOOL = 'reconcile_tickets';
const TOLERANCE_KG = 40;

const definition = {
  name: TOOL,
  description: 'Reconcile the pending weigh tickets of a site against the weighbridge readings',
  inputSchema: {
    type: 'object',
    properties: { siteId: { type: 'string' }, siteCode: { type: 'string' } },
    required: ['siteId', 'siteCode'],
  },
};

function compare(tickets, readings) {
  const matched = [];
  const disputed = [];
  for (const t of tickets) {
    const reading = readings.get(t.ticket_no);
    const net = t.gross_kg - t.tare_kg;
    if (reading && Math.abs(reading.netKg - net) <= TOLERANCE_KG) matched.push(t.id);
    else disputed.push(t.id);
  }
  return { matched, disputed };
}

async function handle(request, extra) {
  const userId = extra.authInfo?.extra?.userId;
  const { siteId, siteCode } = request.params.arguments ?? {};
  if (!userId) return toolError('Not signed in.');

  const raw = incomingState(request);
  let progress = null;
  if (raw) {
    try {
      progress = decodeResume(raw); // expect: require-sealed-state
    } catch {
      return toolError('Could not resume that reconciliation. Please start again.');
    }
    if (progress.sub !== userId || progress.tool !== TOOL) return toolError('That answer belongs to a different request.');
    const choice = accepted(request, 'next');
    if (!choice) return toolText('Reconciliation paused; nothing changed.');
    if (choice.action === 'manual') {
      const count = await db.markTickets(progress.siteId, progress.pendingIds, 'manual_review', userId);
      return toolText(`${count} ticket(s) sent to manual review.`);
    }
  } else if (!extra.authInfo.extra.siteIds.includes(siteId)) {
    return toolError('You do not dispatch for that site.');
  }

  const targetSite = progress ? progress.siteId : siteId;
  const tickets = await db.pendingTickets(targetSite);
  if (tickets.length === 0) return toolText('No pending tickets at this site.');

  const readings = await weighbridge
    .readings(siteCode, tickets.map((t) => t.ticket_no))
    .catch((error) => ({ failed: true, error }));

  if (readings.failed) {
    const paused = { sub: userId, tool: TOOL, siteId: targetSite, pendingIds: tickets.map((t) => t.id), pausedAt: Date.now() };
    const next = elicit(
      `The weighbridge is not answering (${readings.error.code ?? readings.error.message}). Try again, or send the ${tickets.length} pending ticket(s) to manual review?`,
      { action: { type: 'string', enum: ['retry', 'manual'] } },
    );
    return needInput({ next }, encodeResume(paused), 'The weighbridge is unavailable.'); // expect: require-sealed-state
  }

  const { matched, disputed } = compare(tickets, readings);
  const done = await db.markTickets(targetSite, matched, 'reconciled', userId);
  const flagged = await db.markTickets(targetSite, disputed, 'disputed', userId);
  return toolText(`Reconciled ${done} ticket(s); ${flagged} flagged for a weight mismatch.`);
}

module.exports = { definition, handle };
