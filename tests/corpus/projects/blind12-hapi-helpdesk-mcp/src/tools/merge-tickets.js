'use strict';

const { sequelize, Ticket, TicketComment } = require('../models');

const TOOL = 'merge_tickets';

function toolError(text) {
  return { isError: true, content: [{ type: 'text', text }] };
}

module.exports = {
  name: TOOL,
  description: 'Merge a duplicate ticket into another one. The source ticket is closed.',
  inputSchema: {
    type: 'object',
    properties: {
      sourceId: { type: 'string', description: 'Ticket that will be closed' },
      targetId: { type: 'string', description: 'Ticket that will receive the comments' },
    },
    required: ['sourceId', 'targetId'],
  },
  annotations: { destructiveHint: true },

  async handler({ args, params, agent }) {
    if (!params.requestState) {
      if (args.sourceId === args.targetId) {
        return toolError('A ticket cannot be merged into itself.');
      }
      const [source, target] = await Promise.all([
        Ticket.findByPk(args.sourceId),
        Ticket.findByPk(args.targetId),
      ]);
      if (!source || !target) {
        return toolError('Both tickets must exist.');
      }
      if (source.status === 'closed') {
        return toolError(`Ticket ${source.id} is already closed.`);
      }

      const pending = {
        agentId: agent.id,
        tool: TOOL,
        sourceId: source.id,
        targetId: target.id,
        createdAt: Date.now(),
      };

      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Merge #${source.id} ("${source.subject}") into #${target.id} and close #${source.id}?`,
              requestedSchema: {
                type: 'object',
                properties: { merge: { type: 'boolean', title: 'Merge and close' } },
                required: ['merge'],
              },
            },
          },
        },
        requestState: Buffer.from(JSON.stringify(pending)).toString('base64url'), // expect: require-sealed-state
      };
    }

    const pending = JSON.parse(Buffer.from(params.requestState, 'base64url').toString('utf8')); // expect: require-sealed-state
    if (pending.agentId !== agent.id || pending.tool !== TOOL) {
      return toolError('This confirmation belongs to someone else.');
    }
    if (Date.now() - pending.createdAt > 10 * 60 * 1000) {
      return toolError('Confirmation expired, please start again.');
    }

    const answer = params.inputResponses && params.inputResponses.confirm;
    if (!answer || answer.action !== 'accept' || !answer.content.merge) {
      return { content: [{ type: 'text', text: 'Merge cancelled.' }] };
    }

    await sequelize.transaction(async (transaction) => {
      await TicketComment.update(
        { TicketId: pending.targetId },
        { where: { TicketId: pending.sourceId }, transaction },
      );
      await Ticket.update(
        { status: 'closed', mergedInto: pending.targetId },
        { where: { id: pending.sourceId }, transaction },
      );
    });

    return { content: [{ type: 'text', text: `Merged #${pending.sourceId} into #${pending.targetId}.` }] };
  },
};
