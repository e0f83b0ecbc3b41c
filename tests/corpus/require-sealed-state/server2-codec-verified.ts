// Models a @modelcontextprotocol/server 2.x server done right: createRequestStateCodec bound to the user, a verify hook on McpServer, state minted by codec.mint.
// @ts-nocheck
import { McpServer, createRequestStateCodec, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { listInvoices, voidInvoice } from './billing.js';

type VoidState = { invoiceId: string; amountCents: number; tool: 'void_invoice' };

const stateKey = process.env.MCP_STATE_KEY;
if (!stateKey) throw new Error('MCP_STATE_KEY is not set');

const codec = createRequestStateCodec<VoidState>({
  key: Buffer.from(stateKey, 'base64'),
  ttlSeconds: 300,
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:${ctx.mcpReq.method}`,
});

export function createServer(): McpServer {
  const server = new McpServer(
    { name: 'billing', version: '3.0.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );

  server.registerTool(
    'void_invoice',
    {
      description: 'Void an open invoice after the user confirms',
      inputSchema: z.object({ invoiceId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ invoiceId }, ctx) => {
      const state = ctx.mcpReq.requestState<VoidState>();
      if (state === undefined) {
        const invoice = (await listInvoices({ id: invoiceId }))[0];
        if (!invoice) return { isError: true, content: [{ type: 'text', text: 'No such invoice' }] };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Void invoice ${invoiceId} for ${(invoice.amountCents / 100).toFixed(2)}?`,
              requestedSchema: z.object({ confirm: z.boolean() }),
            }),
          },
          requestState: await codec.mint({ invoiceId, amountCents: invoice.amountCents, tool: 'void_invoice' }, ctx),
        });
      }
      if (state.tool !== 'void_invoice' || state.invoiceId !== invoiceId) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Invoice kept.' }] };
      await voidInvoice(invoiceId);
      return { content: [{ type: 'text', text: `Voided ${invoiceId}` }] };
    },
  );
  return server;
}
