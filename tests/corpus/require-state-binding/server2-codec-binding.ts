// Models a @modelcontextprotocol/server 2.x server with several request-state codecs: one bound to the user, one with no bind, one living for an hour.
// @ts-nocheck
import { McpServer, createRequestStateCodec, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { env } from './env.js';
import { createTicket, escalate, mergeTickets } from './helpdesk.js';

const userOf = (ctx) => ctx.http?.authInfo?.extra?.userId ?? 'anonymous';

const mergeCodec = createRequestStateCodec<{ into: string; from: string[] }>({ // expect: require-state-binding
  key: env.STATE_KEY,
});

const escalationCodec = createRequestStateCodec<{ ticketId: string; level: number }>({
  key: env.STATE_KEY,
  ttlSeconds: 600,
  bind: (ctx) => `${userOf(ctx)}:escalate_ticket`,
});

const draftCodec = createRequestStateCodec<{ title: string; body: string }>({ key: env.STATE_KEY, bind: userOf, ttlSeconds: 3600 }); // expect: require-state-binding

export function createServer() {
  const server = new McpServer({ name: 'helpdesk', version: '2.4.0' }, { capabilities: { tools: {} } });

  server.registerTool('merge_tickets', { description: 'Merge duplicate tickets', inputSchema: z.object({ into: z.string(), from: z.array(z.string()) }), annotations: { destructiveHint: true } }, async ({ into, from }, ctx) => {
    const raw = ctx.mcpReq.requestState<string>();
    if (!raw) {
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Merge ${from.join(', ')} into ${into}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
        requestState: await mergeCodec.mint({ into, from }),
      });
    }
    const state = await mergeCodec.verify(raw, ctx);
    if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) return { content: [{ type: 'text', text: 'Not merged' }] };
    await mergeTickets(state.into, state.from);
    return { content: [{ type: 'text', text: 'Merged' }] };
  });

  server.registerTool('escalate_ticket', { description: 'Escalate a ticket', inputSchema: z.object({ ticketId: z.string() }) }, async ({ ticketId }, ctx) => {
    const raw = ctx.mcpReq.requestState<string>();
    if (!raw) {
      return inputRequired({
        inputRequests: { level: inputRequired.elicit({ message: 'Escalate to which level?', requestedSchema: z.object({ level: z.number().int().min(1).max(3) }) }) },
        requestState: await escalationCodec.mint({ ticketId, level: 0 }, ctx),
      });
    }
    const state = await escalationCodec.verify(raw, ctx);
    const level = acceptedContent<{ level: number }>(ctx.mcpReq.inputResponses, 'level')?.level ?? 1;
    await escalate(state.ticketId, level);
    return { content: [{ type: 'text', text: `Escalated to L${level}` }] };
  });

  server.registerTool('draft_ticket', { description: 'Draft a ticket with the user', inputSchema: z.object({ title: z.string() }) }, async ({ title }, ctx) => {
    const raw = ctx.mcpReq.requestState<string>();
    if (!raw) {
      return inputRequired({
        inputRequests: { body: inputRequired.elicit({ message: 'Describe the problem', requestedSchema: z.object({ body: z.string() }) }) },
        requestState: await draftCodec.mint({ title, body: '' }, ctx),
      });
    }
    const draft = await draftCodec.verify(raw, ctx);
    const body = acceptedContent<{ body: string }>(ctx.mcpReq.inputResponses, 'body')?.body ?? draft.body;
    const ticket = await createTicket(draft.title, body);
    return { content: [{ type: 'text', text: `Created ${ticket.id}` }] };
  });

  return server;
}
