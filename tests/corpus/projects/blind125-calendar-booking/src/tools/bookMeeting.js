// BookMeeting tool: offers free slots, then books the slot the user picks.
'use strict';

var common = require('./common');

var NAME = 'book_meeting';

function BookMeeting(api, store) {
  this.api = api;
  this.store = store;
  this.name = NAME;
  this.description = 'Find a free slot for the attendees and book it.';
  this.inputSchema = {
    type: 'object',
    properties: {
      title: { type: 'string' },
      attendees: { type: 'array', items: { type: 'string' } },
      day: { type: 'string', description: 'YYYY-MM-DD' },
      minutes: { type: 'integer', minimum: 15, maximum: 240 }
    },
    required: ['title', 'attendees', 'day', 'minutes']
  };
}

BookMeeting.prototype.call = function (args, ctx) {
  return ctx.requestState ? this._book(args, ctx) : this._offer(args, ctx);
};

BookMeeting.prototype._offer = function (args, ctx) {
  var self = this;
  return this.api.freeSlotsAsync(ctx.userId, args.attendees, args.day, args.minutes).then(function (slots) {
    if (!slots || !slots.length) return common.fail('No common free slot on ' + args.day + '.');
    return common.remember(self.store, ctx, NAME, args, { slots: slots }).then(function (handle) {
      return {
        resultType: 'input_required',
        inputRequests: {
          slot: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Pick a time for "' + args.title + '"',
              requestedSchema: {
                type: 'object',
                properties: {
                  slotId: {
                    type: 'string',
                    enum: slots.map(function (s) { return s.id; }),
                    enumNames: slots.map(function (s) { return s.start + ' - ' + s.end; })
                  }
                },
                required: ['slotId']
              }
            }
          }
        },
        requestState: handle
      };
    });
  });
};

BookMeeting.prototype._book = function (args, ctx) {
  var self = this;
  return common.claim(this.store, ctx, NAME, args).then(function (rec) {
    if (!rec) return common.fail('That booking request has expired. Please ask again.');
    var pick = common.accepted(ctx, 'slot');
    if (!pick) return common.text('Booking cancelled.');
    var slot = rec.slots.filter(function (s) { return s.id === pick.slotId; })[0];
    if (!slot) return common.fail('That slot was not offered.');
    return self.api.createEventAsync(ctx.userId, {
      title: args.title,
      attendees: args.attendees,
      start: slot.start,
      end: slot.end
    }).then(function (ev) {
      return common.text('Booked "' + args.title + '" at ' + slot.start + ' (event ' + ev.id + ').');
    });
  });
};

module.exports = BookMeeting;
