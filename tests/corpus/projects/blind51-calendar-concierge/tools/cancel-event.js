'use strict';

const { issueContinuation, resumeContinuation } = require('../lib/continuation');
const { getEvent, cancelEvent } = require('../lib/google');

module.exports = {
  name: 'cancel_event',
  description: 'Cancel (delete) an event after the user confirms. Optionally notifies attendees.',
  inputSchema: {
    type: 'object',
    properties: {
      calendarId: { type: 'string', default: 'primary' },
      eventId: { type: 'string' },
    },
    required: ['eventId'],
  },
  annotations: { destructiveHint: true },

  async run({ args, userId, requestState, inputResponses }) {
    const calendarId = args.calendarId ?? 'primary';
    const binding = { userId, tool: 'cancel_event', args };

    if (!requestState) {
      const event = await getEvent(calendarId, args.eventId);
      const attendees = (event.attendees ?? []).length;
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Cancel "${event.summary}" on ${event.start?.dateTime ?? event.start?.date}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  confirm: { type: 'boolean', title: 'Cancel the event' },
                  notify: { type: 'boolean', title: `Email ${attendees} attendee(s)`, default: true },
                },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: issueContinuation({ summary: event.summary, etag: event.etag }, binding),
      };
    }

    const resumed = resumeContinuation(requestState, binding);
    if (!resumed.ok) {
      return { isError: true, content: [{ type: 'text', text: `Confirmation not accepted (${resumed.reason}). Ask again.` }] };
    }

    const answer = inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
      return { content: [{ type: 'text', text: 'Left the event in place.' }] };
    }

    const current = await getEvent(calendarId, args.eventId);
    if (current.etag !== resumed.data.etag) {
      return { isError: true, content: [{ type: 'text', text: 'The event changed since you confirmed; please review it again.' }] };
    }
    await cancelEvent(calendarId, args.eventId, answer.content.notify !== false);
    return { content: [{ type: 'text', text: `Cancelled "${resumed.data.summary}".` }] };
  },
};
