'use strict';

const { issueContinuation, resumeContinuation } = require('../lib/continuation');
const { listBusy } = require('../lib/google');

const HOUR = 3600 * 1000;

function freeSlots(events, from, to, minutes) {
  const busy = events
    .filter((e) => e.start?.dateTime && e.end?.dateTime)
    .map((e) => [Date.parse(e.start.dateTime), Date.parse(e.end.dateTime)])
    .sort((a, b) => a[0] - b[0]);
  const slots = [];
  let cursor = from;
  for (const [start, end] of busy) {
    if (start - cursor >= minutes * 60_000) slots.push(new Date(cursor).toISOString());
    cursor = Math.max(cursor, end);
  }
  if (to - cursor >= minutes * 60_000) slots.push(new Date(cursor).toISOString());
  return slots.slice(0, 5);
}

module.exports = {
  name: 'find_slot',
  description: 'Suggest free slots in the next days; offers to look again with fresh data.',
  inputSchema: {
    type: 'object',
    properties: { minutes: { type: 'integer', minimum: 15, maximum: 240 }, days: { type: 'integer', maximum: 14 } },
    required: ['minutes'],
  },
  annotations: { readOnlyHint: true },

  async run({ args, userId, requestState, inputResponses }) {
    const binding = { userId, tool: 'find_slot', args };
    let syncToken;
    if (requestState) {
      const resumed = resumeContinuation(requestState, binding);
      if (!resumed.ok) return { isError: true, content: [{ type: 'text', text: `Cannot continue (${resumed.reason}).` }] };
      if (inputResponses?.again?.content?.again !== true) return { content: [{ type: 'text', text: 'OK.' }] };
      syncToken = resumed.data.syncToken;
    }

    const from = Date.now() + HOUR;
    const to = from + (args.days ?? 3) * 24 * HOUR;
    const { events, nextSyncToken } = await listBusy('primary', new Date(from).toISOString(), new Date(to).toISOString(), syncToken);
    const slots = freeSlots(events, from, to, args.minutes);

    return {
      resultType: 'input_required',
      content: [{ type: 'text', text: slots.length ? slots.join('\n') : 'No free slot found.' }],
      inputRequests: {
        again: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Check again for changes?',
            requestedSchema: { type: 'object', properties: { again: { type: 'boolean' } } },
          },
        },
      },
      // Google's incremental-sync cursor: lets the next round fetch only what changed.
      requestState: issueContinuation({ syncToken: nextSyncToken }, binding),
    };
  },
};
