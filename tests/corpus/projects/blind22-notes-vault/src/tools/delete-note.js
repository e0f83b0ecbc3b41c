import { createHash } from 'node:crypto';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { refuse, requireUser, text } from '../context.js';

const TOOL = 'delete_note';

/** Digest of the exact arguments, so a confirmation cannot be reused for another note or mode. */
const argsDigest = ({ noteId, purge = false }) =>
  createHash('sha256').update(JSON.stringify([TOOL, noteId, Boolean(purge)])).digest('base64url');

export default function deleteNote({ sealer, notesApi, drafts }) {
  return {
    name: TOOL,
    config: {
      title: 'Delete a note',
      description: 'Deletes one of your notes (purge = skip the trash). Asks you to type the title first.',
      inputSchema: { noteId: z.string().min(1), purge: z.boolean().default(false) },
      annotations: { destructiveHint: true },
    },

    async handler(args, ctx) {
      const userId = requireUser(ctx);
      const raw = ctx.mcpReq.requestState();

      if (raw === undefined) {
        const note = await notesApi.get(args.noteId, { userId });
        if (!note || note.ownerId !== userId) return refuse('No such note.');
        // Title and revision stay server-side; the state only carries a random handle.
        const handle = drafts.put(userId, { title: note.title, revision: note.revision });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `${args.purge ? 'Permanently delete' : 'Move to trash'}: type the note title to confirm.`,
              requestedSchema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] },
            }),
          },
          requestState: sealer.seal({ handle, digest: argsDigest(args) }, { userId, tool: TOOL, ttlMs: 3 * 60 * 1000 }),
        });
      }

      const state = sealer.open(raw, { userId, tool: TOOL });
      if (!state || state.digest !== argsDigest(args)) return refuse('This confirmation does not match the request.');

      const snapshot = drafts.take(state.handle, userId);
      if (!snapshot) return refuse('This confirmation was already used or has expired.');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.title?.trim() !== snapshot.title) return text('Title did not match; the note was kept.');

      await notesApi.remove(args.noteId, { userId, ifRevision: snapshot.revision, purge: args.purge });
      return text(args.purge ? 'Note permanently deleted.' : 'Note moved to trash.');
    },
  };
}
