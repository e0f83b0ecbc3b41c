import type { CallContext } from '../rpc';
import { deleteNotebook, getNotebook } from '../notebooks';
import { openState, sealState } from '../state/seal';
import type { ToolCall, ToolResult } from './index';

const TOOL = 'delete_notebook';

export const deleteNotebookTool = {
  name: TOOL,
  description: 'Delete a notebook and every note in it. Asks you to confirm first.',
  inputSchema: {
    type: 'object',
    properties: { notebookId: { type: 'string' } },
    required: ['notebookId'],
    additionalProperties: false,
  },
  annotations: { destructiveHint: true },
};

export async function runDeleteNotebook(call: ToolCall, ctx: CallContext): Promise<ToolResult> {
  const notebookId = String(call.arguments.notebookId ?? '');
  const binding = { userId: ctx.userId, tool: TOOL, args: { notebookId } };

  if (call.requestState === undefined) {
    const notebook = await getNotebook(ctx.env, ctx.userId, notebookId);
    if (!notebook) return { isError: true, content: [{ type: 'text', text: `No notebook ${notebookId}.` }] };
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm_delete: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Delete "${notebook.title}" and its ${notebook.notes.length} notes? This cannot be undone.`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Delete permanently' } },
              required: ['confirm'],
            },
          },
        },
      },
      requestState: await sealState(ctx.env, { step: 'confirm', title: notebook.title }, binding),
    };
  }

  const opened = await openState<{ step: string; title: string }>(ctx.env, call.requestState, binding);
  if (!opened.ok || opened.data.step !== 'confirm') {
    return { isError: true, content: [{ type: 'text', text: 'That confirmation is no longer valid; ask again.' }] };
  }

  const answer = call.inputResponses.confirm_delete;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return { content: [{ type: 'text', text: `Kept "${opened.data.title}".` }] };
  }
  await deleteNotebook(ctx.env, ctx.userId, notebookId);
  return { content: [{ type: 'text', text: `Deleted "${opened.data.title}".` }] };
}
