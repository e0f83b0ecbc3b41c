// An SDK 2.x server sealing its state with the bundled helper re-exported by lib/state.js: one tool forgets the tool binding.
import { McpServer } from '@modelcontextprotocol/server';
import { openState, sealState, TOOLS } from './lib/state.js';

const server = new McpServer({ name: 'rooms', version: '1.0.0' });

server.registerTool(TOOLS.book, {}, async (args, ctx) => {
  const userId = ctx.http?.authInfo?.extra?.userId;
  return {
    resultType: 'input_required',
    inputRequests: { slot: { method: 'elicitation/create', params: { message: 'Which slot?' } } },
    requestState: sealState({ room: args.room }, { userId, tool: 'book_room', args }),
  };
});

server.registerTool('cancel_booking', {}, async (args, ctx) => {
  const userId = ctx.http?.authInfo?.extra?.userId;
  const previous = openState(ctx.mcpReq.requestState(), { userId }); // expect: require-state-binding
  return {
    resultType: 'input_required',
    inputRequests: { sure: { method: 'elicitation/create', params: { message: 'Cancel?' } } },
    requestState: sealState({ booking: previous.booking }, { userId }), // expect: require-state-binding
  };
});
