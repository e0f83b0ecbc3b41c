'use strict';

const https = require('https');
const { encodeCursor, decodeCursor } = require('../lib/continuation');
const zendesk = require('../services/zendesk');

const NAME = 'bulk_close_solved';
const CONFIRM_WINDOW_MS = 10 * 60 * 1000;
const SUBDOMAIN = process.env.ZENDESK_SUBDOMAIN || 'acme-support';

function searchSolved(token, olderThanDays) {
  const query = encodeURIComponent(`type:ticket status:solved updated<${olderThanDays}days`);
  return new Promise((resolve, reject) => {
    https
      .get(
        { host: `${SUBDOMAIN}.zendesk.com`, path: `/api/v2/search.json?query=${query}`, headers: { Authorization: `Bearer ${token}` } },
        (res) => {
          let body = '';
          res.on('data', (c) => { body += c; });
          res.on('end', () => {
            try {
              resolve(JSON.parse(body).results.map((t) => t.id));
            } catch (err) {
              reject(err);
            }
          });
        },
      )
      .on('error', reject);
  });
}

function closeAll(token, ticketIds) {
  return Promise.all(
    ticketIds.map(
      (id) =>
        new Promise((resolve) => {
          zendesk.updateTicket(token, id, { status: 'closed' }, (err) => resolve({ id, ok: !err }));
        }),
    ),
  );
}

module.exports = {
  definition: {
    name: NAME,
    description: 'Close every solved ticket older than N days, after the agent confirms the list.',
    inputSchema: {
      type: 'object',
      properties: { olderThanDays: { type: 'integer', minimum: 1, default: 7 } },
    },
    annotations: { destructiveHint: true },
  },

  async call(params, { auth }) {
    const olderThanDays = (params.arguments && params.arguments.olderThanDays) || 7;

    if (!params.requestState) {
      const ticketIds = await searchSolved(auth.upstreamToken, olderThanDays);
      if (ticketIds.length === 0) {
        return { content: [{ type: 'text', text: 'Nothing to close.' }] };
      }
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Close ${ticketIds.length} solved tickets (${ticketIds.slice(0, 5).join(', ')}…)?`,
              requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
            },
          },
        },
        requestState: encodeCursor({ // expect: require-sealed-state
          tool: NAME,
          userId: auth.userId,
          ticketIds,
          exp: Date.now() + CONFIRM_WINDOW_MS,
        }),
      };
    }

    const cursor = decodeCursor(params.requestState); // expect: require-sealed-state
    if (!cursor || cursor.tool !== NAME || cursor.userId !== auth.userId || cursor.exp < Date.now()) {
      return { content: [{ type: 'text', text: 'Invalid or expired requestState' }], isError: true };
    }
    const answer = (params.inputResponses || {}).confirm;
    if (!answer || answer.action !== 'accept' || !answer.content.ok) {
      return { content: [{ type: 'text', text: 'Nothing closed.' }] };
    }

    const results = await closeAll(auth.upstreamToken, cursor.ticketIds);
    const failed = results.filter((r) => !r.ok).map((r) => r.id);
    return {
      content: [
        {
          type: 'text',
          text: `Closed ${results.length - failed.length} tickets.${failed.length ? ` Failed: ${failed.join(', ')}` : ''}`,
        },
      ],
    };
  },
};
