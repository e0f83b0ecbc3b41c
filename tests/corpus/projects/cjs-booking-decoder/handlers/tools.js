// SDK 1.x tools/call handler of a room booking server (Express, CommonJS) that builds input_required results by hand.
const wire = require('../lib/wire');
const { toWire } = require('../lib/wire');

const FEATURES = process.env.FEATURE_FLAGS_B64 ? wire.fromWire(process.env.FEATURE_FLAGS_B64) : {};

async function callTool(request, extra) {
  const { name, arguments: args = {} } = request.params;
  if (name !== 'book_room') return { isError: true, content: [{ type: 'text', text: `unknown tool ${name}` }] };
  const token = request.params.requestState;
  if (!token) {
    return {
      resultType: 'input_required',
      inputRequests: { when: { method: 'elicitation/create', params: { message: `When do you need ${args.room}?`, requestedSchema: {} } } },
      requestState: toWire({ room: args.room, floor: args.floor, step: 'when' }), // expect: require-sealed-state
    };
  }
  const pending = wire.fromWire(token); // expect: require-sealed-state
  const when = request.params.inputResponses?.when?.content?.slot;
  const note = FEATURES.verbose ? ` (${extra.sessionId})` : '';
  return { content: [{ type: 'text', text: `Booked ${pending.room} on floor ${pending.floor} at ${when}${note}` }] };
}

module.exports = { callTool };
