'use strict';

const repo = require('../services/repo');
const { stateService, peek } = require('../state');
const { openFor, requireRole } = require('../guards');
const { inputRequired, complete, elicit } = require('../mcp-results');

module.exports = {
  Query: {
    async myBoards(_parent, _args, ctx) {
      const boards = await repo.boardsForUser(ctx.user.id);
      return complete(boards.map((b) => `${b.id}  ${b.name}`).join('\n') || 'No boards.');
    },
  },

  Mutation: {
    async archiveBoard(_parent, { boardId }, ctx) {
      requireRole('board-admin')(ctx);
      const board = await repo.getBoard(boardId);
      if (!board || board.org_id !== ctx.user.orgId) return complete(`Board ${boardId} not found.`, true);

      if (!ctx.requestState) {
        return inputRequired(
          { confirm: elicit(`Archive "${board.name}"? Members lose access.`, { confirm: { type: 'boolean' } }) },
          stateService().seal({ boardId }, { sub: ctx.user.id, tool: ctx.tool }),
        );
      }

      const pending = openFor(ctx)(ctx.tool)(ctx.requestState);
      if (pending.boardId !== boardId) return complete('Confirmation was for another board.', true);
      if (ctx.inputResponses?.confirm?.action !== 'accept' || !ctx.inputResponses.confirm.content?.confirm) {
        return complete('Board left as is.');
      }
      await repo.archiveBoard(boardId, ctx.user.id);
      return complete(`Archived ${board.name}.`);
    },

    async moveCards(_parent, { boardId, cardIds }, ctx) {
      if (!ctx.requestState) {
        const board = await repo.getBoard(boardId);
        if (!board || board.org_id !== ctx.user.orgId) return complete(`Board ${boardId} not found.`, true);
        const columns = await repo.columnsOf(boardId);
        return inputRequired(
          {
            column: elicit(`Move ${cardIds.length} card(s) to which column?`, {
              column: { type: 'string', enum: columns.map((c) => c.key) },
            }),
          },
          stateService().seal({ boardId, cardIds }, { sub: ctx.user.id, tool: ctx.tool }),
        );
      }

      // Moving cards is reversible, so reuse the selection from the first round as is.
      const draft = peek(ctx.requestState); // expect: require-sealed-state
      const column = ctx.inputResponses?.column?.content?.column;
      if (!column) return complete('No column chosen; nothing moved.');
      const moved = await repo.moveCards(draft.boardId, draft.cardIds, column);
      return complete(`Moved ${moved} card(s) to ${column}.`);
    },
  },
};
