import { err, errAsync, ok } from 'neverthrow';
import { isoIn } from '../lib/clock.js';
import { accepted, done, elicit, inputRequired } from '../lib/results.js';
import { signState, verifyState } from '../lib/state-token.js';

const NAME = 'close_ticket';
const REOPEN_GRACE_SECONDS = 7 * 24 * 3600;

const confirmClose = (ticket, resolution, note) =>
  elicit(
    `Close #${ticket.number} "${ticket.subject}" as ${resolution}?` +
      (note ? `\nNote to requester: ${note}` : '') +
      `\nThe requester can reopen it until ${isoIn(REOPEN_GRACE_SECONDS).slice(0, 10)}.`,
    { close: { type: 'boolean', title: 'Close the ticket' } },
  );

export const closeTicket = {
  definition: {
    name: NAME,
    description: 'Close a ticket with a resolution and an optional note. Asks the agent to confirm first.',
    inputSchema: {
      type: 'object',
      properties: {
        ticketId: { type: 'string' },
        resolution: { type: 'string', enum: ['solved', 'duplicate', 'wont_fix'] },
        note: { type: 'string', maxLength: 2000 },
      },
      required: ['ticketId', 'resolution'],
    },
    annotations: { destructiveHint: true },
  },

  run(params, { userId, helpdesk }) {
    const { ticketId, resolution, note = '' } = params.arguments ?? {};
    const binding = { userId, tool: NAME };

    if (!params.requestState) {
      return helpdesk
        .ticket(ticketId)
        .map((ticket) =>
          inputRequired({ confirm: confirmClose(ticket, resolution, note) }, signState({ ticketId, resolution, note }, binding)),
        );
    }

    const sameCall = (claims) =>
      claims.ticketId === ticketId && claims.resolution === resolution && claims.note === note
        ? ok(claims)
        : err(new Error('That confirmation was for a different change; ask again.'));

    const verified = verifyState(params.requestState, binding).andThen(sameCall);
    if (verified.isErr()) return errAsync(verified.error);

    if (accepted(params.inputResponses, 'confirm')?.close !== true) {
      return verified.asyncAndThen(() => helpdesk.ticket(ticketId)).map((t) => done(`#${t.number} left open.`));
    }
    return verified
      .asyncAndThen((claims) => helpdesk.close(claims.ticketId, claims.resolution, claims.note))
      .map(() => done(`Closed ${ticketId} as ${resolution}.`));
  },
};
