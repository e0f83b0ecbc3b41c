// Creates the cancel_meeting tool, which asks the organiser to confirm cancellation.
'use strict';

var common = require('./common');

var NAME = 'cancel_meeting';

module.exports = function cancelMeeting(api, store) {
  return {
    name: NAME,
    description: 'Cancel a meeting you organise. Asks for confirmation first.',
    annotations: { destructiveHint: true },
    inputSchema: {
      type: 'object',
      properties: {
        eventId: { type: 'string' },
        notifyAttendees: { type: 'boolean', default: true }
      },
      required: ['eventId']
    },
    call: function (args, ctx) {
      if (!ctx.requestState) {
        return api.getEventAsync(ctx.userId, args.eventId).then(function (ev) {
          if (!ev) return common.fail('No such event.');
          if (ev.organizer !== ctx.userId) return common.fail('Only the organiser can cancel this meeting.');
          return common.remember(store, ctx, NAME, args).then(function (handle) {
            return {
              resultType: 'input_required',
              inputRequests: {
                confirm: {
                  method: 'elicitation/create',
                  params: {
                    mode: 'form',
                    message: 'Cancel "' + ev.title + '" on ' + ev.start + ' with ' + ev.attendees.length + ' attendees?',
                    requestedSchema: {
                      type: 'object',
                      properties: { cancel: { type: 'boolean' } },
                      required: ['cancel']
                    }
                  }
                }
              },
              requestState: handle
            };
          });
        });
      }

      return common.claim(store, ctx, NAME, args).then(function (rec) {
        if (!rec) return common.fail('Confirmation expired or does not match this request.');
        var answer = common.accepted(ctx, 'confirm');
        if (!answer || answer.cancel !== true) return common.text('Kept the meeting.');
        return api.cancelEventAsync(ctx.userId, args.eventId, args.notifyAttendees !== false).then(function () {
          return common.text('Meeting cancelled.');
        });
      });
    }
  };
};
