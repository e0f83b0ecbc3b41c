// Ticket tools: search with a signed CSV export link, and escalation to a higher support tier.
'use strict';
const crypto = require('node:crypto');
const config = require('../config');
const db = require('../db');
const keyset = require('../keys/keyset');
const { mintState, openState } = require('../state/jws-state');

const EXPORT_LINK_TTL_S = 15 * 60;

const definitions = [
  {
    name: 'search_tickets',
    description: "Full-text search over your team's tickets; returns matches and a download link for them as CSV.",
    inputSchema: {
      type: 'object',
      properties: { text: { type: 'string', minLength: 2 }, status: { type: 'string', enum: ['open', 'pending', 'solved'] } },
      required: ['text'],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'escalate_ticket',
    description: 'Escalate a ticket to tier 2 or 3; asks for the target tier and a handover note.',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
  },
];

function inputRound(key, message, requestedSchema, requestState) {
  return {
    resultType: 'input_required',
    content: [{ type: 'text', text: message }],
    inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } } },
    _meta: { requestState },
  };
}

function accepted(round, key) {
  const reply = round.inputResponses && round.inputResponses[key];
  return reply && reply.action === 'accept' ? reply.content || {} : undefined;
}

function exportSignature(kid, exportId, exp) {
  const key = keyset.verificationKey(kid, 'export-link');
  if (!key) return undefined;
  return crypto.createHmac('sha256', key).update(`${exportId}.${exp}`).digest();
}

function signExportLink(exportId) {
  const { kid } = keyset.signingKey('export-link');
  const exp = Math.floor(Date.now() / 1000) + EXPORT_LINK_TTL_S;
  const sig = exportSignature(kid, exportId, exp).toString('hex');
  const url = new URL(`/exports/${encodeURIComponent(exportId)}`, config.publicUrl);
  url.search = new URLSearchParams({ exp: String(exp), kid, sig }).toString();
  return url.toString();
}

function verifyExportLink(exportId, query) {
  const exp = Number(query.get('exp'));
  if (!Number.isInteger(exp) || exp < Math.floor(Date.now() / 1000)) return false;
  const computed = exportSignature(query.get('kid'), exportId, exp);
  const given = Buffer.from(String(query.get('sig') || ''), 'hex');
  return Boolean(computed) && given.length === computed.length && crypto.timingSafeEqual(given, computed);
}

async function search(args, agent) {
  const rows = await db.searchTickets(agent.team, args.text, args.status);
  if (rows.length === 0) return { tickets: [] };
  const exportId = await db.saveExport(agent.team, rows.map((r) => r.id), agent.userId);
  return { tickets: rows, csv: signExportLink(exportId) };
}

async function escalateTicket(args, agent, round) {
  const bind = { sub: agent.userId, tool: 'escalate_ticket', args };
  if (!round.requestState) {
    const ticket = await db.ticketById(args.ticketId);
    if (!ticket || ticket.team !== agent.team) return { error: 'ticket not found' };
    if (ticket.tier >= 3) return { error: 'ticket is already at tier 3' };
    const requestState = await mintState({ ticketVersion: ticket.version, fromTier: ticket.tier }, bind);
    return inputRound(
      'handover',
      `Escalate "${ticket.subject}" from tier ${ticket.tier}?`,
      {
        type: 'object',
        properties: {
          tier: { type: 'integer', enum: [2, 3].filter((t) => t > ticket.tier), title: 'Target tier' },
          note: { type: 'string', minLength: 10, title: 'Handover note' },
        },
        required: ['tier', 'note'],
      },
      requestState,
    );
  }
  const { data } = await openState(round.requestState, bind);
  const handover = accepted(round, 'handover');
  if (!handover) return { escalated: false };
  if (!(handover.tier > data.fromTier && handover.tier <= 3)) return { error: 'invalid target tier' };
  const ticket = await db.ticketById(args.ticketId);
  if (!ticket || ticket.version !== data.ticketVersion) return { error: 'ticket changed meanwhile; look again before escalating' };
  const done = await db.escalate(ticket.id, handover.tier, handover.note, agent.userId, data.ticketVersion);
  return { escalated: done, tier: handover.tier };
}

async function handle(name, args, agent, round) {
  if (name === 'search_tickets') return search(args, agent);
  if (name === 'escalate_ticket') return escalateTicket(args, agent, round);
  return undefined;
}

module.exports = { definitions, handle, inputRound, accepted, verifyExportLink };
