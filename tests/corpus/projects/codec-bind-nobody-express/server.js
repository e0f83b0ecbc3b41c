// An Express invoicing server on SDK 2.x: approve and reject share the imported approvalCodec without naming the tool; reminders use a local codec.
import express from 'express';
import { McpServer, createMcpHandler, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { approvalCodec, noteCodec } from './state/codecs.js';

const reminderCodec = createRequestStateCodec({ // expect: require-state-binding
  key: Buffer.from(process.env.INVOICE_STATE_KEY ?? '', 'base64'),
  bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId),
});

const verify = async (state, ctx) => {
  for (const codec of [approvalCodec, noteCodec, reminderCodec]) {
    try {
      return await codec.verify(state, ctx);
    } catch {}
  }
  throw new Error('Invalid or expired requestState');
};

function buildServer() {
  const server = new McpServer({ name: 'invoices', version: '2.2.0' }, { requestState: { verify } });
  const confirm = (message) => ({ confirm: inputRequired.elicit({ message, requestedSchema: {} }) });

  server.registerTool('approve_invoice', { description: 'Approve an invoice' }, async ({ invoiceId }, ctx) => {
    const state = ctx.mcpReq.requestState();
    if (!state) return inputRequired({ inputRequests: confirm(`Approve ${invoiceId}?`), requestState: await approvalCodec.mint({ invoiceId }, ctx) }); // expect: require-state-binding
    return { content: [{ type: 'text', text: `Approved ${state.invoiceId}` }] };
  });

  server.registerTool('reject_invoice', { description: 'Reject an invoice' }, async ({ invoiceId }, ctx) => {
    const state = ctx.mcpReq.requestState();
    if (!state) return inputRequired({ inputRequests: confirm(`Reject ${invoiceId}?`), requestState: await approvalCodec.mint({ invoiceId }, ctx) }); // expect: require-state-binding
    return { content: [{ type: 'text', text: `Rejected ${state.invoiceId}` }] };
  });

  server.registerTool('annotate_invoice', { description: 'Add a note' }, async ({ invoiceId }, ctx) => {
    const state = ctx.mcpReq.requestState();
    if (!state) return inputRequired({ inputRequests: confirm('Which note?'), requestState: await noteCodec.mint({ tool: 'annotate_invoice', invoiceId }, ctx) });
    return { content: [{ type: 'text', text: `Noted ${state.invoiceId}` }] };
  });

  server.registerTool('remind_payer', { description: 'Send a reminder' }, async ({ invoiceId }, ctx) => {
    const state = ctx.mcpReq.requestState();
    if (!state) return inputRequired({ inputRequests: confirm('Send now?'), requestState: await reminderCodec.mint({ invoiceId }, ctx) });
    return { content: [{ type: 'text', text: `Reminded ${state.invoiceId}` }] };
  });

  server.registerTool('remind_all', { description: 'Remind every payer' }, async (_args, ctx) => {
    const state = ctx.mcpReq.requestState();
    if (!state) return inputRequired({ inputRequests: confirm('Remind everyone?'), requestState: await reminderCodec.mint({ scope: 'all' }, ctx) });
    return { content: [{ type: 'text', text: `Reminded ${state.scope}` }] };
  });
  return server;
}

const app = express();
app.post('/mcp', toNodeHandler(createMcpHandler(() => buildServer())));
app.listen(3000);
