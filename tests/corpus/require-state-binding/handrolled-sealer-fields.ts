// Models an MCP SDK 1.x server with hand-rolled HMAC sealers per feature: one forgets the user, one the tool; their openers skip the matching checks.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { issueRefund, cancelSubscription } from './payments.js';

const KEY = Buffer.from(process.env.PAYMENTS_STATE_KEY!, 'hex');
const TTL_MS = 10 * 60_000;

const mac = (body: string) => createHmac('sha256', KEY).update(body).digest();

function macMatches(body: string, tag: string): boolean {
  const given = Buffer.from(tag, 'base64url');
  const expected = mac(body);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sealRefund(chargeId: string, amount: number, tool: string): string {
  const body = Buffer.from(JSON.stringify({ chargeId, amount, tool, exp: Date.now() + TTL_MS })).toString('base64url'); // expect: require-state-binding
  return `${body}.${mac(body).toString('base64url')}`;
}

function openRefund(token: string, tool: string) { // expect: require-state-binding
  const [body, tag] = token.split('.');
  if (!body || !tag || !macMatches(body, tag)) return undefined;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return state && state.tool === tool && state.exp > Date.now() ? state : undefined;
}

function sealCancellation(userId: string, subscriptionId: string): string {
  const payload = { // expect: require-state-binding
    userId,
    subscriptionId,
    exp: Date.now() + TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

function openCancellation(token: string, userId: string) { // expect: require-state-binding
  const [body, tag] = token.split('.');
  if (!body || !tag || !macMatches(body, tag)) return undefined;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return state && state.userId === userId && state.exp > Date.now() ? state : undefined;
}

export const server = new Server({ name: 'payments', version: '4.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const userId = extra.authInfo?.extra?.userId as string;
  const { name, arguments: args, requestState, inputResponses } = request.params as any;
  const approved = inputResponses?.confirm?.content?.confirm === true;
  const confirm = (message: string) => ({ confirm: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } } } });

  if (name === 'refund_charge') {
    if (!requestState) return { resultType: 'input_required', inputRequests: confirm(`Refund ${args.amount} on ${args.chargeId}?`), requestState: sealRefund(args.chargeId, args.amount, name) };
    const state = openRefund(requestState, name);
    if (!state) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    return { content: [{ type: 'text', text: approved ? `Refund ${(await issueRefund(state.chargeId, state.amount)).id}` : 'No refund' }] };
  }
  if (name === 'cancel_subscription') {
    if (!requestState) return { resultType: 'input_required', inputRequests: confirm('Cancel your subscription?'), requestState: sealCancellation(userId, args.subscriptionId) };
    const state = openCancellation(requestState, userId);
    if (!state) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    if (approved) await cancelSubscription(state.subscriptionId);
    return { content: [{ type: 'text', text: approved ? 'Cancelled' : 'Kept' }] };
  }
  return { isError: true, content: [{ type: 'text', text: 'Unknown tool' }] };
});
