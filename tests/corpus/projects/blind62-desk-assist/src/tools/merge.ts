import { z } from 'zod';
import { DeskClient } from '../desk/client.js';
import type { ToolDef } from '../mcp/dispatch.js';
import { accepted, form } from '../mcp/wire.js';

const Args = z.object({
  survivorId: z.string().min(1),
  duplicateId: z.string().min(1),
});
type Args = z.infer<typeof Args>;

interface MergeCarry {
  survivorId: string;
  duplicateId: string;
  commentIds: string[];
}

export const mergeTickets: ToolDef<Args, MergeCarry> = {
  name: 'merge_tickets',
  description: 'Move every comment of a duplicate ticket onto the surviving ticket and close the duplicate.',
  inputSchema: {
    type: 'object',
    properties: { survivorId: { type: 'string' }, duplicateId: { type: 'string' } },
    required: ['survivorId', 'duplicateId'],
  },
  annotations: { destructiveHint: true },
  parse: (raw) => Args.parse(raw),

  async run(args, ctx) {
    if (args.survivorId === args.duplicateId) {
      return { isError: true, content: [{ type: 'text', text: 'A ticket cannot be merged into itself.' }] };
    }
    if (!ctx.authInfo) return { isError: true, content: [{ type: 'text', text: 'Merging needs a signed-in agent.' }] };

    // Exchanged per round and never stored: a merge is two quick calls.
    const grant = await DeskClient.exchange(ctx.authInfo.token, 'tickets:write');
    const desk = DeskClient.withToken(grant.access_token);

    if (!ctx.step) {
      const [survivor, duplicate, comments] = await Promise.all([
        desk.ticket(args.survivorId),
        desk.ticket(args.duplicateId),
        desk.comments(args.duplicateId),
      ]);
      return ctx.suspend(
        'confirm',
        {
          confirm: form(
            `Merge #${duplicate.id} "${duplicate.subject}" into #${survivor.id} "${survivor.subject}"? ` +
              `${comments.length} comments move and #${duplicate.id} is closed.`,
            { merge: { type: 'boolean', title: 'Merge', default: false } },
          ),
        },
        { survivorId: args.survivorId, duplicateId: args.duplicateId, commentIds: comments.map((c) => c.id) },
      );
    }

    const saved = ctx.saved!;
    if (saved.survivorId !== args.survivorId || saved.duplicateId !== args.duplicateId) {
      return { isError: true, content: [{ type: 'text', text: 'This confirmation was for other tickets. Start the merge again.' }] };
    }
    if (!accepted<{ merge: boolean }>(ctx.responses.confirm)?.merge) {
      return { content: [{ type: 'text', text: 'Nothing was merged.' }] };
    }

    let moved = 0;
    for (const commentId of saved.commentIds) {
      await desk.moveComment(saved.duplicateId, commentId, saved.survivorId);
      await ctx.progress(++moved, saved.commentIds.length, `Moved ${moved} of ${saved.commentIds.length} comments`);
    }
    await desk.closeAsDuplicate(saved.duplicateId, saved.survivorId);
    return { content: [{ type: 'text', text: `Merged #${saved.duplicateId} into #${saved.survivorId} (${moved} comments).` }] };
  },
};
