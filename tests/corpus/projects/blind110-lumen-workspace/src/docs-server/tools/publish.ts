// Registers the publish_page tool, which confirms and then makes a page's draft revision live.
// @ts-nocheck
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { docsStateCodec, whoami, type DocsState } from '@lumen/state';
import { canEdit, getPage, publishDraft } from '~docs/pages.js';

export default function registerPublish(server: McpServer): void {
  server.registerTool(
    'publish_page',
    {
      description: 'Publish the current draft of a page, replacing the live version',
      inputSchema: { pageId: z.string() },
      annotations: { destructiveHint: true },
    },
    async ({ pageId }, ctx) => {
      const userId = whoami(ctx);
      const page = getPage(pageId);
      if (!page || !canEdit(page, userId)) {
        return { isError: true, content: [{ type: 'text', text: 'page not found' }] };
      }

      // Already verified by the server-level hook in index.ts.
      const state = ctx.mcpReq.requestState<DocsState>();
      if (!state) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Publish revision ${page.draftRevision} of "${page.title}" over live revision ${page.liveRevision}?`,
              requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
            }),
          },
          requestState: await docsStateCodec.mint({ pageId, spaceKey: page.spaceKey, draftRevision: page.draftRevision }),
        });
      }

      if (state.pageId !== pageId) return { isError: true, content: [{ type: 'text', text: 'state is for another page' }] };
      const ok = acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'ok');
      if (!ok?.ok) return { content: [{ type: 'text', text: 'Not published.' }] };
      const published = publishDraft(state.pageId, state.draftRevision);
      return { content: [{ type: 'text', text: `"${published.title}" is live at revision ${published.liveRevision}` }] };
    },
  );
}
