import * as z from 'zod/v4';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { stateCodec, stateFor, StaleStateError } from '#lib/state.js';
import { wmsClient } from './wms-client.js';

const TOOL = 'search_inventory';

export function registerSearchInventory(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Search inventory',
      inputSchema: z.object({ query: z.string().min(2) }),
      annotations: { readOnlyHint: true },
    },
    async ({ query }, ctx) => {
      let cursor;
      try {
        cursor = stateFor(ctx, TOOL);
      } catch (err) {
        if (err instanceof StaleStateError) return { isError: true, content: [{ type: 'text', text: err.message }] };
        throw err;
      }
      if (cursor && cursor.query !== query) {
        return { isError: true, content: [{ type: 'text', text: 'Query changed; start a new search.' }] };
      }
      if (cursor && !acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, 'more')?.more) {
        return { content: [{ type: 'text', text: `Stopped after ${cursor.seen} rows.` }] };
      }

      const page = await wmsClient.search(query, cursor?.pageToken);
      const seen = (cursor?.seen ?? 0) + page.rows.length;
      const text = page.rows.map((r) => `${r.sku}\t${r.location}\t${r.onHand}`).join('\n') || '(no matches)';

      if (!page.nextPageToken) return { content: [{ type: 'text', text }] };

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${seen} rows so far. Show more?`,
            requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } } },
          }),
        },
        requestState: await stateCodec.mint({ tool: TOOL, query, pageToken: page.nextPageToken, seen }, ctx),
      });
    },
  );
}
