import { calendar } from '../calendar.js';
import { acceptedAnswer, compose, form, text, toolError, withCaller, withRound } from '../middleware.js';

const NAME = 'cancel_event';

const confirmCancel = (event, notify) =>
  form(
    `Cancel "${event.summary}" on ${event.start.dateTime ?? event.start.date}` +
      ` (${event.attendees?.length ?? 0} attendees${notify ? ', who will be notified' : ''})?`,
    { cancel: { type: 'boolean', title: 'Cancel the event' } },
  );

export const cancelEvent = {
  definition: {
    name: NAME,
    description: 'Cancel an event you organise, optionally notifying the attendees.',
    inputSchema: {
      type: 'object',
      properties: {
        eventId: { type: 'string' },
        notify: { type: 'boolean', default: true },
        message: { type: 'string', maxLength: 500 },
      },
      required: ['eventId'],
    },
    annotations: { destructiveHint: true },
  },

  // bindArgs: a "yes" is only good for this eventId, notify flag and message.
  handle: compose(
    withCaller,
    withRound(NAME, { bindArgs: true }),
  )(async ({ eventId, notify = true, message = '' }, caller, round) => {
    const event = await calendar.event(caller.userId, eventId);
    if (event.organizer?.email !== caller.email) return toolError('You can only cancel events you organise.');

    if (round.state === undefined) {
      return round.ask({ confirm: confirmCancel(event, notify) }, { eventId, etag: event.etag });
    }

    if (acceptedAnswer(round, 'confirm')?.cancel !== true) return text('Nothing was cancelled.');
    if (event.etag !== round.state.etag) return toolError('The event changed after you confirmed; please review it again.');

    await calendar.cancel(caller.userId, round.state.eventId, { notify, message });
    return text(`Cancelled "${event.summary}"${notify ? ' and notified the attendees' : ''}.`);
  }),
};
