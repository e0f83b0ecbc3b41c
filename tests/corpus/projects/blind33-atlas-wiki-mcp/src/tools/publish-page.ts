import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { callerOf, refusal } from '../caller.js';
import { openRoundState, sealRoundState } from '../state/envelope.js';
import { getDraft, publishDraft } from '../wiki.js';

const TOOL = 'publish_page';
const Args = z.object({ space: z.string().min(1), pageId: z.string().min(1) });
const Confirm = z.object({ publish: z.boolean() });

interface PublishState {
  revision: number;
}

export function registerPublishPage(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Publish the current draft of a page, replacing the live version.',
      inputSchema: Args,
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const userId = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const draft = await getDraft(args.space, args.pageId, userId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Publish "${draft.title}" (revision ${draft.revision})? Changed: ${draft.changedSections.join(', ')}.`,
              requestedSchema: Confirm,
            }),
          },
          requestState: await sealRoundState<PublishState>({ revision: draft.revision }, { userId, tool: TOOL, args }),
        });
      }

      const opened = await openRoundState<PublishState>(raw, { userId, tool: TOOL, args });
      if (!opened.ok) return refusal(opened.reason);

      if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm)?.publish !== true) {
        return { content: [{ type: 'text', text: 'Not published.' }] };
      }
      // Publish exactly the revision the user looked at; the wiki refuses if the draft moved on.
      const { url } = await publishDraft(args.space, args.pageId, opened.state.revision, userId);
      return { content: [{ type: 'text', text: `Published: ${url}` }] };
    },
  );
}
