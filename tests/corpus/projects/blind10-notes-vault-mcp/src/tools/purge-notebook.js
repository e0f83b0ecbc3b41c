import { createHash } from 'node:crypto';

const TOOL = 'purge_old_notes';
const DAY_MS = 24 * 60 * 60 * 1000;

function argsDigest(args) {
  const canonical = JSON.stringify({ notebookId: args.notebookId, olderThanDays: args.olderThanDays });
  return createHash('sha256').update(`${TOOL}\n${canonical}`).digest('base64url');
}

/**
 * Deletes notes not touched for N days. The list of doomed note ids is kept
 * in the DraftStore; the client gets a sealed handle plus a digest of the
 * arguments the person confirmed.
 */
export function createPurgeNotebookTool({ box, drafts, notes }) {
  return {
    definition: {
      name: TOOL,
      description: 'Permanently delete notes in a notebook that have not been edited for N days.',
      inputSchema: {
        type: 'object',
        properties: {
          notebookId: { type: 'string' },
          olderThanDays: { type: 'integer', minimum: 30 },
        },
        required: ['notebookId', 'olderThanDays'],
      },
      annotations: { destructiveHint: true },
    },

    async call({ arguments: args, inputResponses, requestState }, { user }) {
      const principal = { userId: user.id, tool: TOOL };

      if (!requestState) {
        const cutoff = Date.now() - args.olderThanDays * DAY_MS;
        const doomed = [];
        for await (const note of notes.iterateNotes(args.notebookId, user.id)) {
          if (Date.parse(note.updatedAt) < cutoff) doomed.push(note.id);
        }
        if (doomed.length === 0) {
          return { content: [{ type: 'text', text: 'No notes are old enough to purge.' }] };
        }
        const handle = drafts.put(user.id, { notebookId: args.notebookId, noteIds: doomed });
        return {
          resultType: 'input_required',
          inputRequests: {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Permanently delete ${doomed.length} notes older than ${args.olderThanDays} days?`,
                requestedSchema: {
                  type: 'object',
                  properties: { confirm: { type: 'boolean', title: 'Delete them' } },
                  required: ['confirm'],
                },
              },
            },
          },
          requestState: box.seal({ handle, argsDigest: argsDigest(args) }, principal),
        };
      }

      const { handle, argsDigest: confirmedDigest } = box.open(requestState, principal);
      if (confirmedDigest !== argsDigest(args)) {
        return { content: [{ type: 'text', text: 'Arguments changed after confirmation; nothing deleted.' }], isError: true };
      }
      const plan = drafts.take(handle, user.id);
      if (!plan) {
        return { content: [{ type: 'text', text: 'This confirmation has already been used or has expired.' }], isError: true };
      }
      if (inputResponses.confirm?.action !== 'accept' || inputResponses.confirm.content?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Nothing deleted.' }] };
      }
      await notes.deleteNotes(plan.notebookId, plan.noteIds, user.id);
      return { content: [{ type: 'text', text: `Deleted ${plan.noteIds.length} notes.` }] };
    },
  };
}
