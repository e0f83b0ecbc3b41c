// Defines the delete_notebook tool, which asks for confirmation before deleting a notebook.
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { Result, pipe } from '../fp/index.js';
import { claimsFor, sameRequest } from '../state/claims.js';
import { authenticated, text, refuse } from './respond.js';

const TOOL = 'delete_notebook';

const confirmRequest = (notebookId, count) =>
  inputRequired.elicit({
    message: `Delete notebook ${notebookId} and its ${count} note(s)? This cannot be undone.`,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Delete permanently' } },
      required: ['confirm'],
    },
  });

export const deleteNotebook = ({ store, codec }) => ({
  name: TOOL,
  config: {
    description: 'Permanently delete a notebook and every note in it.',
    inputSchema: z.object({ notebookId: z.string().uuid() }),
    annotations: { destructiveHint: true, idempotentHint: false },
  },
  handler: authenticated(async ({ userId, args, ctx }) => {
    const held = ctx.mcpReq.requestState();

    if (!held) {
      const count = store.countInNotebook(userId, args.notebookId);
      if (count === 0) return refuse('No such notebook, or it is not yours.');
      return inputRequired({
        inputRequests: { confirm: confirmRequest(args.notebookId, count) },
        requestState: await codec.mint(claimsFor(TOOL, args, { count }), ctx),
      });
    }

    const decide = pipe(
      sameRequest(TOOL, args),
      Result.chain(() => {
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        return answer?.confirm === true ? Result.Ok(answer) : Result.Err('Deletion cancelled.');
      }),
      Result.match({
        err: (reason) => refuse(reason),
        ok: () => {
          const { removed, receipt } = store.deleteNotebook(userId, args.notebookId);
          return text(`Deleted ${removed} note(s). Receipt ${receipt}.`);
        },
      }),
    );
    return decide(held);
  }),
});
