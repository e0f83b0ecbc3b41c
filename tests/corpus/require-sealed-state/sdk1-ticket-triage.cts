// Models a CommonJS TypeScript MCP SDK 1.x triage server: one tool hands out base64url JSON from a function declaration, another seals with an HMAC whose key has a literal fallback.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createHmac } from 'node:crypto';
import { tickets } from './tickets';

function encodeState(state: Record<string, unknown>): string {
  const json = JSON.stringify(state);
  return Buffer.from(json, 'utf8').toString('base64url');
}

const stateKey = process.env.TRIAGE_STATE_KEY ?? 'triage-dev-key';

function signedState(state: Record<string, unknown>, userId: string, tool: string): string {
  const body = encodeState({ ...state, userId, tool, exp: Date.now() + 600_000 });
  return `${body}.${createHmac('sha256', stateKey).update(body).digest('base64url')}`; // expect: no-weak-state-key
}

const ask = (key: string, message: string, options: string[]) => ({
  [key]: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { [key]: { type: 'string', enum: options } } } } },
});

const server = new Server({ name: 'triage', version: '0.6.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const userId = String(extra.authInfo?.extra?.userId);
  const { name, requestState, inputResponses } = request.params as any;
  const { ticketId } = request.params.arguments as { ticketId: string };

  if (name === 'triage_ticket') {
    if (!requestState) {
      const ticket = await tickets.get(ticketId);
      return {
        resultType: 'input_required',
        inputRequests: ask('priority', `Priority for "${ticket.title}"?`, ['p1', 'p2', 'p3']),
        requestState: encodeState({ ticketId, reporter: ticket.reporter, step: 'priority' }), // expect: require-sealed-state
      };
    }
    const previous = JSON.parse(Buffer.from(requestState, 'base64url').toString('utf8')); // expect: require-sealed-state
    const priority = inputResponses?.priority?.content?.priority ?? 'p3';
    await tickets.update(previous.ticketId, { priority });
    return { content: [{ type: 'text', text: `Ticket ${previous.ticketId} set to ${priority}` }] };
  }

  if (name === 'close_ticket') {
    return {
      resultType: 'input_required',
      inputRequests: ask('resolution', 'How was it resolved?', ['fixed', 'duplicate', 'wontfix']),
      requestState: signedState({ ticketId }, userId, name),
    };
  }

  return { isError: true, content: [{ type: 'text', text: `Unknown tool ${name}` }] };
});

module.exports = { server };
