// An SDK 2.x shop server without a requestState.verify hook, modelled on the SDK's multi round-trip example: the raw state is used as data.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { orders, resumeImport } from './orders.js';

const drafts = new Map<string, { owner: string; body: string }>();

export function buildServer(): McpServer {
  const server = new McpServer({ name: 'shop-admin', version: '1.0.0' }, { capabilities: { tools: {} } });

  server.registerTool('ship_order', { inputSchema: z.object({ env: z.string() }) }, async ({ env }, ctx) => {
    const step = ctx.mcpReq.requestState<string>() ?? 'confirm'; // expect: require-sealed-state
    if (step === 'confirm') {
      const ok = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!ok?.confirm) {
        return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: `Ship from ${env}?`, requestedSchema: {} }) }, requestState: 'confirm' }); // expect: require-sealed-state
      }
      return inputRequired({ inputRequests: { label: inputRequired.elicit({ message: 'Print the label?', requestedSchema: {} }) }, requestState: 'labelled' }); // expect: require-sealed-state
    }
    return { content: [{ type: 'text', text: `shipped (${step})` }] };
  });

  server.registerTool('refund_order', { inputSchema: z.object({ orderId: z.string() }) }, async ({ orderId }, ctx) => {
    const raw = ctx.mcpReq.requestState<string>(); // expect: require-sealed-state
    if (raw === undefined) {
      return inputRequired({ inputRequests: { reason: inputRequired.elicit({ message: 'Why?', requestedSchema: {} }) }, requestState: orderId }); // expect: require-sealed-state
    }
    const order = orders.get(raw);
    return { content: [{ type: 'text', text: `Refunded ${order?.total} on order ${raw}` }] };
  });

  server.registerTool('import_rows', { inputSchema: z.object({ batch: z.number() }) }, async ({ batch }, ctx) => {
    if (ctx.mcpReq.requestState() !== undefined) {
      return { content: [{ type: 'text', text: resumeImport(ctx.mcpReq.requestState(), batch) }] }; // expect: require-sealed-state
    }
    return inputRequired({ inputRequests: {}, requestState: String(batch * 100) }); // expect: require-sealed-state
  });

  server.registerTool('echo_round', { inputSchema: z.object({}) }, async (_args, ctx) => ({
    content: [{ type: 'text', text: `resuming from ${ctx.mcpReq.requestState()}` }], // expect: require-sealed-state
  }));

  server.registerTool('write_note', { inputSchema: z.object({ body: z.string() }) }, async ({ body }, ctx) => {
    const owner = String(ctx.http?.authInfo?.extra?.userId);
    const id = ctx.mcpReq.requestState<string>();
    if (id === undefined) {
      const draftId = randomUUID();
      drafts.set(draftId, { owner, body });
      return inputRequired({ inputRequests: { title: inputRequired.elicit({ message: 'Title?', requestedSchema: {} }) }, requestState: draftId });
    }
    // the state is only an unguessable id of a draft kept on the server, checked against its owner
    const draft = drafts.get(id);
    if (!draft || draft.owner !== owner) return { isError: true, content: [{ type: 'text', text: 'unknown draft' }] };
    drafts.delete(id);
    return { content: [{ type: 'text', text: `saved ${draft.body.length} chars` }] };
  });
  return server;
}
