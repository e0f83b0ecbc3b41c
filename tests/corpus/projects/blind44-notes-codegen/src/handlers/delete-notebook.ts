import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { userIdOf } from '../auth/principal.js';
import { countNotes, deleteNotebook as removeNotebook, getNotebook } from '../services/notebooks.js';
import { stateCodec, type NotesState } from '../state/codec.js';
import { ToolName, type DeleteNotebookArgs } from '../tools.generated.js';

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const refusal = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

export async function deleteNotebook(args: DeleteNotebookArgs, ctx: ServerContext) {
  const userId = userIdOf(ctx);
  const state = ctx.mcpReq.requestState<NotesState>();

  const notebook = await getNotebook(userId, args.notebookId);
  if (!notebook) return refusal(`No notebook ${args.notebookId}.`);

  if (state === undefined) {
    const noteCount = await countNotes(notebook.id);
    const fate = args.deleteNotes ? `and its ${noteCount} notes` : `(its ${noteCount} notes move to Inbox)`;
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Delete “${notebook.title}” ${fate}?`,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Delete' } },
            required: ['confirm'],
          },
        }),
      },
      requestState: await stateCodec.mint(
        {
          tool: ToolName.DeleteNotebook,
          step: 'confirm',
          args: { notebookId: args.notebookId, deleteNotes: args.deleteNotes },
          noteCount,
        },
        ctx,
      ),
    });
  }

  // Verified by the codec (signature, expiry, user). What it cannot know is
  // which tool and which arguments the "yes" was given for: check both.
  if (
    state.tool !== ToolName.DeleteNotebook ||
    state.args.notebookId !== args.notebookId ||
    state.args.deleteNotes !== args.deleteNotes
  ) {
    return refusal('That confirmation was given for a different request. Ask again.');
  }

  const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
  if (answer?.confirm !== true) return text(`Kept “${notebook.title}”.`);

  const affected = await removeNotebook(userId, args.notebookId, args.deleteNotes);
  return text(
    args.deleteNotes
      ? `Deleted “${notebook.title}” and ${affected} notes.`
      : `Deleted “${notebook.title}”; ${affected} notes moved to Inbox.`,
  );
}
