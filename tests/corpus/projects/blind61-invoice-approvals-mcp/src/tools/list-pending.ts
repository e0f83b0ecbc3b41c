import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { connectionFor, pendingInvoices, type Invoice } from '../erp/client.js';
import { requireUser } from '../principal.js';
import { LIST_TOOL, approvalCodec, type ApprovalState } from '../state/codec.js';

const line = (i: Invoice) => `${i.id}  ${i.vendorName}  ${(i.amountCents / 100).toFixed(2)} ${i.currency}`;

export function registerListPending(server: McpServer): void {
  server.registerTool(
    LIST_TOOL,
    {
      description: 'List invoices waiting for approval, 25 at a time',
      inputSchema: z.object({ vendor: z.string().optional() }),
      annotations: { readOnlyHint: true },
    },
    async ({ vendor }, ctx) => {
      const userId = requireUser(ctx);
      const conn = await connectionFor(userId);
      const state = ctx.mcpReq.requestState<ApprovalState>();

      let pageToken: string | undefined;
      let shown = 0;
      if (state !== undefined) {
        if (state.tool !== LIST_TOOL) return { isError: true, content: [{ type: 'text', text: 'Start the listing again.' }] };
        const more = acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, 'more');
        if (!more?.more) return { content: [{ type: 'text', text: `Listed ${state.shown} invoices.` }] };
        pageToken = state.nextPageToken;
        shown = state.shown;
      }

      const filter = state?.tool === LIST_TOOL ? state.vendor : vendor ?? null;
      const page = await pendingInvoices(conn, { vendor: filter, pageToken });
      const text = page.items.map(line).join('\n') || 'Nothing is waiting for approval.';
      if (!page.next_page_token) return { content: [{ type: 'text', text }] };

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${text}\n\nShow the next 25?`,
            requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
          }),
        },
        requestState: await approvalCodec.mint(
          { tool: LIST_TOOL, vendor: filter, nextPageToken: page.next_page_token, shown: shown + page.items.length },
          ctx,
        ),
      });
    },
  );
}
