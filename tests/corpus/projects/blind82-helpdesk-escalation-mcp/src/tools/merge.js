// Destructive merge of one ticket into another; the agent confirms the exact pair before anything moves.
'use strict';
const db = require('../db');
const { mintState, openState } = require('../state/jws-state');
const { inputRound, accepted } = require('./tickets');

const TOOL = 'merge_tickets';

const definitions = [
  {
    name: TOOL,
    description: 'Merge the source ticket into the target ticket. The source is closed as merged.',
    inputSchema: {
      type: 'object',
      properties: { sourceId: { type: 'string' }, targetId: { type: 'string' } },
      required: ['sourceId', 'targetId'],
    },
    annotations: { destructiveHint: true },
  },
];

async function handle(name, args, agent, round) {
  if (name !== TOOL) return undefined;
  if (args.sourceId === args.targetId) return { error: 'cannot merge a ticket into itself' };
  const bind = { sub: agent.userId, tool: TOOL, args };

  if (!round.requestState) {
    const [source, target] = await Promise.all([db.ticketById(args.sourceId), db.ticketById(args.targetId)]);
    if (!source || !target || source.team !== agent.team || target.team !== agent.team) return { error: 'ticket not found' };
    if (source.status === 'merged') return { error: 'source ticket is already merged' };
    const requestState = await mintState({ sourceVersion: source.version }, bind);
    return inputRound(
      'confirm',
      `Merge "${source.subject}" into "${target.subject}"? The source will be closed.`,
      { type: 'object', properties: { confirm: { type: 'boolean', title: 'Merge' } }, required: ['confirm'] },
      requestState,
    );
  }

  const { data } = await openState(round.requestState, bind);
  const answer = accepted(round, 'confirm');
  if (!answer || answer.confirm !== true) return { merged: false };
  const source = await db.ticketById(args.sourceId);
  if (!source || source.version !== data.sourceVersion) return { error: 'source ticket changed meanwhile' };
  await db.mergeTickets(args.sourceId, args.targetId, agent.userId);
  return { merged: true, into: args.targetId };
}

module.exports = { definitions, handle };
