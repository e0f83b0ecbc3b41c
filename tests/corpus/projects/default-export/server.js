// An SDK 2.x server whose two tools hand out state made by default-exported helpers: one encodes, one seals.
import { McpServer } from '@modelcontextprotocol/server';
import encode from './lib/encoder.js';
import seal from './lib/sealer.js';

const server = new McpServer({ name: 'wizard', version: '2.0.0' });

server.registerTool('start_wizard', {}, async (args, ctx) => ({
  resultType: 'input_required',
  inputRequests: { name: { method: 'elicitation/create', params: { message: 'Name?' } } },
  requestState: encode({ step: 1 }), // expect: require-sealed-state
}));

server.registerTool('continue_wizard', {}, async (args, ctx) => ({
  resultType: 'input_required',
  inputRequests: { name: { method: 'elicitation/create', params: { message: 'Team?' } } },
  requestState: seal({ step: 2, userId: ctx.http?.authInfo?.extra?.userId, tool: 'continue_wizard' }), // expect: require-state-binding
}));
