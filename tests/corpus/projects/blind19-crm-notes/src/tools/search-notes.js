'use strict';

const { z } = require('zod');
const { encodeCursor, decodeCursor } = require('../state/cursor');
const { currentRound, accepted } = require('../http/middleware');
const { userIdOf, text, inputRequired } = require('./util');

const PAGE = 20;

const render = (notes) =>
  notes.map((n) => `• [${n.contact_name}] ${n.created_at.slice(0, 10)} — ${n.body.slice(0, 160)}`).join('\n');

module.exports = function registerSearchNotes(server, { crm }) {
  server.registerTool(
    'search_notes',
    {
      description: 'Full-text search over your CRM notes. Asks you to narrow down very broad queries.',
      inputSchema: { query: z.string().min(2) },
      annotations: { readOnlyHint: true },
    },
    async ({ query }, extra) => {
      const round = currentRound();
      const cursor = decodeCursor(round.requestState);

      if (!cursor) {
        const ownerId = userIdOf(extra);
        const page = await crm.searchNotes({ ownerId, query, limit: PAGE });
        if (page.total <= PAGE) return text(render(page.items) || 'No notes found.');
        return inputRequired(
          {
            narrow: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `${page.total} notes match "${query}". Pick a contact to narrow the search, or leave empty for the next page.`,
                requestedSchema: { type: 'object', properties: { contactId: { type: 'string' } } },
              },
            },
          },
          encodeCursor({ ownerId, query, offset: PAGE }), // expect: require-sealed-state
        );
      }

      const answer = accepted(round, 'narrow') || {};
      const page = await crm.searchNotes({
        ownerId: cursor.ownerId,
        query: cursor.query,
        contactId: answer.contactId || undefined,
        offset: answer.contactId ? 0 : cursor.offset,
        limit: PAGE,
      });
      return text(render(page.items) || 'No more notes.');
    },
  );
};
