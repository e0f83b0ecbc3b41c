// Ticket tools: search_tickets, and merge_tickets which confirms before folding one ticket into another.
'use strict';

const { query, transaction } = require('../db');
const { sealState, openState, incomingState } = require('../state');

const MERGE_TOOL = 'merge_tickets';

const definitions = [
  {
    name: 'search_tickets',
    description: 'Full-text search over tickets in the current workspace.',
    inputSchema: {
      type: 'object',
      properties: {
        text: { type: 'string', minLength: 2 },
        status: { type: 'string', enum: ['open', 'pending', 'solved', 'closed'] },
        limit: { type: 'integer', minimum: 1, maximum: 50 },
      },
      required: ['text'],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: MERGE_TOOL,
    description: 'Merge the source ticket into the target ticket. Comments move; the source is closed.',
    inputSchema: {
      type: 'object',
      properties: { sourceId: { type: 'integer' }, targetId: { type: 'integer' } },
      required: ['sourceId', 'targetId'],
    },
    annotations: { destructiveHint: true },
  },
];

async function searchTickets(args, ctx) {
  const limit = Math.min(Number(args.limit) || 20, 50);
  const rows = await query(
    `SELECT id, subject, status, priority, updated_at FROM tickets
      WHERE workspace_id = ? AND MATCH(subject, body) AGAINST (? IN NATURAL LANGUAGE MODE)
        AND (? IS NULL OR status = ?)
      ORDER BY updated_at DESC LIMIT ${limit}`,
    [ctx.auth.tenantId, args.text, args.status ?? null, args.status ?? null],
  );
  const lines = rows.map((t) => `#${t.id} [${t.status}/${t.priority}] ${t.subject}`);
  return { content: [{ type: 'text', text: lines.length ? lines.join('\n') : 'No matching tickets.' }] };
}

async function mergeTickets(args, ctx) {
  const { tenantId, userId } = ctx.auth;
  const sourceId = Number(args.sourceId);
  const targetId = Number(args.targetId);
  if (sourceId === targetId) return ctx.fail('A ticket cannot be merged into itself.');

  const found = await query('SELECT id, subject FROM tickets WHERE workspace_id = ? AND id IN (?, ?)', [tenantId, sourceId, targetId]);
  if (found.length !== 2) return ctx.fail('Both tickets must exist in this workspace.');

  const raw = incomingState(ctx.params);
  if (!raw) {
    const requestState = sealState(ctx.stateKey, { tool: MERGE_TOOL, tenantId, userId, sourceId, targetId });
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Merge #${sourceId} into #${targetId}? #${sourceId} will be closed.`,
            requestedSchema: { type: 'object', properties: { merge: { type: 'boolean' } }, required: ['merge'] },
          },
        },
      },
      requestState,
    };
  }

  const state = openState(ctx.stateKey, raw);
  if (!state) return ctx.fail('The confirmation expired or is invalid. Run the merge again.');
  if (state.tool !== MERGE_TOOL || state.tenantId !== tenantId || state.userId !== userId) {
    return ctx.fail('The confirmation belongs to another request.');
  }
  if (state.sourceId !== sourceId || state.targetId !== targetId) {
    return ctx.fail('The confirmation was for different tickets.');
  }
  const reply = ctx.params.inputResponses?.confirm;
  if (reply?.action !== 'accept' || reply.content?.merge !== true) {
    return { content: [{ type: 'text', text: 'Merge cancelled.' }] };
  }

  await transaction(async (conn) => {
    await conn.execute('UPDATE ticket_comments SET ticket_id = ? WHERE ticket_id = ? AND workspace_id = ?', [targetId, sourceId, tenantId]);
    await conn.execute(
      "UPDATE tickets SET status = 'closed', merged_into = ?, updated_at = NOW() WHERE id = ? AND workspace_id = ?",
      [targetId, sourceId, tenantId],
    );
    await conn.execute('INSERT INTO ticket_events (workspace_id, ticket_id, agent_id, kind, detail) VALUES (?, ?, ?, ?, ?)', [
      tenantId, targetId, userId, 'merged', JSON.stringify({ from: sourceId }),
    ]);
  });
  return { content: [{ type: 'text', text: `Merged #${sourceId} into #${targetId}.` }] };
}

module.exports = {
  definitions,
  handlers: { search_tickets: searchTickets, [MERGE_TOOL]: mergeTickets },
};
