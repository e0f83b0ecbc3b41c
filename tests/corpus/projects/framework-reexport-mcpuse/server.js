// A flight booker on the mcp-use framework, which re-exports the SDK's createRequestStateCodec and inputRequired under the same names.
import { MCPServer, createRequestStateCodec, inputRequired } from 'mcp-use';
import { codecFor, stateCodec } from './lib/state.js';

const bookingCodec = createRequestStateCodec({ // expect: require-state-binding
  key: process.env.REQUEST_STATE_SECRET,
  ttlSeconds: 600,
});

const server = new MCPServer({ name: 'flight-booker', version: '1.0.0', requestState: { verify: bookingCodec.verify } });

server.tool({ name: 'book_flight', description: 'Book a flight' }, async ({ flight }, ctx) => {
  const state = ctx.requestState?.();
  if (!state) return inputRequired({ inputRequests: {}, requestState: await bookingCodec.mint({ tool: 'book_flight', flight }, ctx) });
  return { content: [{ type: 'text', text: `Booked ${state.flight}` }] };
});

server.tool({ name: 'pick_seat', description: 'Pick a seat' }, async ({ flight }, ctx) => {
  const state = ctx.requestState?.();
  if (!state) return inputRequired({ inputRequests: {}, requestState: await stateCodec().mint({ flight }, ctx) }); // expect: require-state-binding
  return { content: [{ type: 'text', text: `Seat on ${state.flight}` }] };
});

server.tool({ name: 'change_seat', description: 'Change a seat' }, async ({ flight }, ctx) => {
  const state = ctx.requestState?.();
  if (!state) return inputRequired({ inputRequests: {}, requestState: await stateCodec().mint({ flight }, ctx) }); // expect: require-state-binding
  return { content: [{ type: 'text', text: `Changed seat on ${state.flight}` }] };
});

server.tool({ name: 'add_bag', description: 'Add a bag' }, async ({ flight }, ctx) => {
  const state = ctx.requestState?.();
  if (!state) return inputRequired({ inputRequests: {}, requestState: await codecFor('bags').mint({ tool: 'add_bag', flight }, ctx) });
  return { content: [{ type: 'text', text: `Bag on ${state.flight}` }] };
});

await server.listen(3000);
