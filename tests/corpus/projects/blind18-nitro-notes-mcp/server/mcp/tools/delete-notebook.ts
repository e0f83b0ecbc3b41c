import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { useStorage } from 'nitropack/runtime';
import { z } from 'zod';
import { digestArgs, stateCodec, userIdOf, type HandlerCtx } from '../../utils/state-codec';
import type { VerifiedState } from '../server';

const TOOL = 'delete_notebook';

interface Notebook {
  id: string;
  ownerId: string;
  title: string;
  noteIds: string[];
}

const input = z.object({ notebookId: z.string() });

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const fail = (t: string) => ({ ...text(t), isError: true });

export function registerDeleteNotebook(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Delete a notebook and every note in it.',
      inputSchema: input,
      annotations: { destructiveHint: true },
    },
    async (args: z.infer<typeof input>, ctx: HandlerCtx) => {
      const userId = userIdOf(ctx);
      const storage = useStorage('notes');
      const notebook = await storage.getItem<Notebook>(`notebook:${args.notebookId}`);
      if (!notebook || notebook.ownerId !== userId) return fail('Notebook not found.');

      const state = ctx.mcpReq.requestState<VerifiedState>();
      const argsDigest = digestArgs(TOOL, args);

      if (!state) {
        const requestState = await stateCodec().mint(
          { tool: TOOL, argsDigest, notebookId: notebook.id, noteCount: notebook.noteIds.length },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `This deletes "${notebook.title}" and its ${notebook.noteIds.length} notes. Type the notebook's name to confirm.`,
              requestedSchema: {
                type: 'object',
                properties: { typedName: { type: 'string', title: 'Notebook name' } },
                required: ['typedName'],
              },
            }),
          },
          requestState,
        });
      }

      if (state.kind !== 'sealed' || state.tool !== TOOL || state.argsDigest !== argsDigest) {
        return fail('This confirmation does not match the request. Please start again.');
      }
      if (state.noteCount !== notebook.noteIds.length) {
        return fail('The notebook changed since you confirmed. Please confirm again.');
      }

      const answer = acceptedContent<{ typedName: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer) return text('Nothing deleted.');
      if (answer.typedName.trim() !== notebook.title) return fail('The name did not match; nothing deleted.');

      await Promise.all(notebook.noteIds.map((id) => storage.removeItem(`note:${id}`)));
      await storage.removeItem(`notebook:${notebook.id}`);
      return text(`Deleted "${notebook.title}" (${notebook.noteIds.length} notes).`);
    },
  );
}
