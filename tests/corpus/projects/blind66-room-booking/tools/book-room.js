'use strict';

const calendar = require('../lib/calendar');
const { openRoundState, sealRoundState } = require('../lib/state');

const BOOK_ROOM = {
  name: 'book_room',
  description: 'Find a free meeting room for a time slot and book it',
  inputSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', format: 'date' },
      start: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
      minutes: { type: 'integer', minimum: 15, maximum: 480 },
    },
    required: ['date', 'start', 'minutes'],
  },
};

const text = (value) => ({ content: [{ type: 'text', text: value }] });
const refusal = (reason) => ({
  isError: true,
  content: [{ type: 'text', text: `This booking request can't be continued (${reason}). Please start again.` }],
});

async function offerRooms(slot, pageToken, binding) {
  const page = await calendar.freeRooms(slot, pageToken);
  if (page.rooms.length === 0) return text(`No free rooms on ${slot.date} at ${slot.start}.`);

  const choices = page.rooms.map((room) => ({ const: room.id, title: `${room.name} (${room.seats} seats)` }));
  if (page.nextPageToken) choices.push({ const: 'more', title: 'Show more rooms…' });

  const state = {
    step: 'pick',
    slot,
    offered: page.rooms.map((room) => room.id),
    pageToken: page.nextPageToken || null,
  };
  return {
    resultType: 'input_required',
    inputRequests: {
      room: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Free rooms on ${slot.date} at ${slot.start} for ${slot.minutes} min`,
          requestedSchema: {
            type: 'object',
            properties: { roomId: { type: 'string', oneOf: choices } },
            required: ['roomId'],
          },
        },
      },
    },
    requestState: sealRoundState(state, binding),
  };
}

async function bookRoom(params, userId) {
  const binding = { userId, tool: BOOK_ROOM.name };

  if (!params.requestState) {
    const args = params.arguments || {};
    const slot = { date: String(args.date), start: String(args.start), minutes: String(args.minutes) };
    return offerRooms(slot, null, binding);
  }

  const opened = openRoundState(params.requestState, binding);
  if (!opened.ok) return refusal(opened.reason);
  const { slot, offered, pageToken } = opened.state;

  const answer = params.inputResponses && params.inputResponses.room;
  if (!answer || answer.action !== 'accept') return text('No room booked.');
  const roomId = String(answer.content && answer.content.roomId);

  if (roomId === 'more' && pageToken) return offerRooms(slot, pageToken, binding);
  if (!offered.includes(roomId)) return refusal('room not offered');

  const booking = await calendar.book(roomId, slot, userId);
  return text(`Booked ${booking.roomName} on ${slot.date} at ${slot.start} (booking ${booking.id}).`);
}

module.exports = { BOOK_ROOM, bookRoom };
