import { okAsync } from 'neverthrow';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { accepted, done, elicit, inputRequired } from '../lib/results.js';

const LABELS = ['bug', 'billing', 'how-to', 'feature-request', 'spam'];

const askLabel = (ticket) =>
  elicit(`#${ticket.number} "${ticket.subject}" from ${ticket.requester}\n\n${ticket.excerpt}`, {
    label: { type: 'string', title: 'Label', enum: [...LABELS, 'skip', 'stop'] },
  });

const firstCursor = (args = {}) => ({ queue: String(args.queue ?? ''), offset: 0, labelled: 0 });

// Applies the agent's answer for the ticket the cursor points at, and moves the cursor on.
const applyAnswer = (helpdesk, cursor, inputResponses) => {
  const label = accepted(inputResponses, 'label')?.label;
  if (!cursor.ticketId || !label) return okAsync(cursor);
  if (label === 'stop') return okAsync({ ...cursor, stopped: true });
  if (label === 'skip') return okAsync({ ...cursor, offset: cursor.offset + 1 });
  return helpdesk.label(cursor.ticketId, label).map(() => ({ ...cursor, labelled: cursor.labelled + 1 }));
};

export const triageQueue = {
  definition: {
    name: 'triage_queue',
    description: 'Walk through the unlabelled tickets of a queue one at a time and label each one.',
    inputSchema: {
      type: 'object',
      properties: { queue: { type: 'string', description: 'Queue slug, e.g. "emea-billing"' } },
      required: ['queue'],
    },
  },

  run(params, { userId, helpdesk }) {
    const resuming = typeof params.requestState === 'string';
    const cursor = resuming
      ? decodeCursor(params.requestState) // expect: require-sealed-state
      : firstCursor(params.arguments);

    // Access is checked when the walk starts; later rounds continue the same walk.
    const start = resuming ? okAsync(cursor) : helpdesk.assertQueueAccess(cursor.queue).map(() => cursor);

    return start
      .andThen((c) => applyAnswer(helpdesk, c, params.inputResponses))
      .andThen((c) =>
        c.stopped ? okAsync({ c, ticket: null }) : helpdesk.unlabelled(c.queue, c.offset).map((ticket) => ({ c, ticket })),
      )
      .map(({ c, ticket }) =>
        ticket
          ? inputRequired(
              { label: askLabel(ticket) },
              encodeCursor({ queue: c.queue, offset: c.offset, labelled: c.labelled, ticketId: ticket.id }), // expect: require-sealed-state
            )
          : done(`Done with ${c.queue} for now, ${userId}: ${c.labelled} tickets labelled.`),
      );
  },
};
