import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import type { PluginHost, Services } from '../plugin-host.js';
import { readOwnState, stateCodec, type PluginState } from '../state/codec.js';

const TOOL = 'delete_notebook';

interface DeleteState extends PluginState {
  notebookId: string;
  pageCount: number;
}

const input = z.object({ notebookId: z.string() });
const confirmation = z.object({ confirm: z.boolean() });

export default function setup(host: PluginHost, { notes }: Services) {
  host.register<z.infer<typeof input>>(TOOL, {
    config: {
      title: 'Delete notebook',
      description: 'Permanently delete a notebook and every page in it.',
      inputSchema: input,
      annotations: { destructiveHint: true },
    },

    async handle({ notebookId }, ctx) {
      const userId = String(ctx.http?.authInfo?.extra?.userId);
      const state = readOwnState<DeleteState>(ctx, TOOL);

      if (!state) {
        const notebook = await notes.getNotebook(userId, notebookId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete "${notebook.title}" and its ${notebook.pageCount} pages? This cannot be undone.`,
              requestedSchema: confirmation,
            }),
          },
          requestState: await stateCodec.mint({ tool: TOOL, notebookId, pageCount: notebook.pageCount }, ctx),
        });
      }

      // the confirmation was given for one notebook; refuse it for any other
      if (state.notebookId !== notebookId) {
        return { isError: true, content: [{ type: 'text', text: 'That confirmation was for another notebook.' }] };
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmation);
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Kept the notebook.' }] };

      await notes.deleteNotebook(userId, state.notebookId);
      return { content: [{ type: 'text', text: `Deleted notebook (${state.pageCount} pages).` }] };
    },
  });
}
