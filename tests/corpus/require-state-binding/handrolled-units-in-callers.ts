// Models an MCP SDK 2.x server whose hand-rolled state stores exp in epoch seconds; one tool compares it with Date.now() deep in its handler (the slip is where the comparison is), the others convert.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { createHmac } from 'node:crypto';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';
import { z } from 'zod';
import { cancelSubscription, pauseSubscription, resumeSubscription } from './billing.js';

interface SubscriptionState {
  userId: string;
  tool: string;
  subscriptionId: string;
  exp: number;
}

const STATE_TTL_SECONDS = 300;
const epochSeconds = (): number => Math.floor(Date.now() / 1000);
const mac = (body: string): string => createHmac('sha256', process.env.BILLING_STATE_KEY!).update(body).digest('base64url');

function sealState(state: Omit<SubscriptionState, 'exp'>): string {
  const body = Buffer.from(JSON.stringify({ ...state, exp: epochSeconds() + STATE_TTL_SECONDS })).toString('base64url');
  return `${body}.${mac(body)}`;
}

/** Checks the MAC and decodes; the callers check user, tool and expiry. */
function unpackState(token: string): SubscriptionState | undefined {
  const [body, tag] = token.split('.');
  if (!body || !tag || !safeEqual(tag, mac(body))) return undefined;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SubscriptionState;
}

const ask = (message: string) => ({
  confirm: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
});

export function registerBilling(server: McpServer): void {
  server.registerTool('cancel_subscription', { description: 'Cancel a subscription', inputSchema: { subscriptionId: z.string() } }, async ({ subscriptionId }, ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId as string;
    const incoming = ctx.mcpReq?.requestState;
    if (!incoming) {
      return { resultType: 'input_required', inputRequests: ask(`Cancel ${subscriptionId}?`), requestState: sealState({ userId, tool: 'cancel_subscription', subscriptionId }) };
    }
    const payload = unpackState(incoming);
    if (!payload || payload.userId !== userId || payload.tool !== 'cancel_subscription') {
      return { isError: true, content: [{ type: 'text', text: 'Invalid state' }] };
    }
    if (
      payload.exp < Date.now() // expect: require-state-binding
    ) {
      return { isError: true, content: [{ type: 'text', text: 'This confirmation expired' }] };
    }
    await cancelSubscription(payload.subscriptionId);
    return { content: [{ type: 'text', text: `Cancelled ${payload.subscriptionId}` }] };
  });

  server.registerTool('pause_subscription', { description: 'Pause a subscription', inputSchema: { subscriptionId: z.string() } }, async ({ subscriptionId }, ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId as string;
    const incoming = ctx.mcpReq?.requestState;
    if (!incoming) {
      return { resultType: 'input_required', inputRequests: ask(`Pause ${subscriptionId}?`), requestState: sealState({ userId, tool: 'pause_subscription', subscriptionId }) };
    }
    const payload = unpackState(incoming);
    if (!payload || payload.userId !== userId || payload.tool !== 'pause_subscription' || payload.exp < epochSeconds()) {
      return { isError: true, content: [{ type: 'text', text: 'Invalid or expired state' }] };
    }
    await pauseSubscription(payload.subscriptionId);
    return { content: [{ type: 'text', text: `Paused ${payload.subscriptionId}` }] };
  });

  server.registerTool('resume_subscription', { description: 'Resume a subscription', inputSchema: { subscriptionId: z.string() } }, async ({ subscriptionId }, ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId as string;
    const incoming = ctx.mcpReq?.requestState;
    if (!incoming) {
      return { resultType: 'input_required', inputRequests: ask(`Resume ${subscriptionId}?`), requestState: sealState({ userId, tool: 'resume_subscription', subscriptionId }) };
    }
    const payload = unpackState(incoming);
    if (!payload || payload.userId !== userId || payload.tool !== 'resume_subscription') {
      return { isError: true, content: [{ type: 'text', text: 'Invalid state' }] };
    }
    if (payload.exp * 1000 < Date.now()) return { isError: true, content: [{ type: 'text', text: 'This confirmation expired' }] };
    await resumeSubscription(payload.subscriptionId);
    return { content: [{ type: 'text', text: `Resumed ${payload.subscriptionId}` }] };
  });
}
