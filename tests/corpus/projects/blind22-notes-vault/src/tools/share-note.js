import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { refuse, requireUser, text } from '../context.js';

const TOOL = 'share_note';

const audienceSchema = {
  type: 'object',
  properties: {
    audience: { type: 'string', enum: ['org', 'anyone-with-link'], title: 'Who can open the link?' },
    days: { type: 'integer', minimum: 1, maximum: 30, default: 7, title: 'Link valid for (days)' },
  },
  required: ['audience'],
};

/** Factory: dependencies come from main.js so tests can pass fakes. */
export default function shareNote({ sealer, notesApi }) {
  return {
    name: TOOL,
    config: {
      title: 'Share a note',
      description: 'Publishes one of your notes behind a share link. Asks who may open it.',
      inputSchema: { noteId: z.string().min(1) },
      annotations: { openWorldHint: true },
    },

    async handler({ noteId }, ctx) {
      const userId = requireUser(ctx);
      const raw = ctx.mcpReq.requestState();

      if (raw === undefined) {
        const note = await notesApi.get(noteId, { userId });
        if (!note || note.ownerId !== userId) return refuse('You can only share your own notes.');
        // Delegation is pinned to the current revision, so what the user confirms is what gets published.
        const delegation = await notesApi.delegateForPublish(noteId, { userId });
        return inputRequired({
          inputRequests: {
            audience: inputRequired.elicit({ message: `Share "${note.title}"?`, requestedSchema: audienceSchema }),
          },
          // Encrypted (AES-GCM), not just signed: the delegated token never leaves in readable form.
          requestState: sealer.seal(
            { noteId, accessToken: delegation.accessToken, revision: note.revision },
            { userId, tool: TOOL },
          ),
        });
      }

      const state = sealer.open(raw, { userId, tool: TOOL });
      if (!state || state.noteId !== noteId) return refuse('This share request expired or belongs to something else.');

      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'audience');
      if (!choice) return text('Nothing shared.');

      const link = await notesApi.publish(noteId, {
        accessToken: state.accessToken,
        audience: choice.audience,
        expiresAt: new Date(Date.now() + (choice.days ?? 7) * 86_400_000).toISOString(),
      });
      return text(`Shared: ${link.url}`);
    },
  };
}
