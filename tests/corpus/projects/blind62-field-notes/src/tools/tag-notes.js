import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { fieldnotesFor } from '../lib/clients.js';
import { mintFor, resume } from '../state.js';

export const TAG_NOTES = 'tag_notes';

const MAX_EXCERPT = 1_500;

function excerpt(note) {
  const text = String(note.text ?? '').replace(/\s+/g, ' ').trim();
  return text.length > MAX_EXCERPT ? `${text.slice(0, MAX_EXCERPT)}…` : text;
}

export function registerTagNotes(server) {
  server.registerTool(
    TAG_NOTES,
    {
      title: 'Suggest and add tags',
      description: 'Ask the model for tags for a few notes, review them, and add them.',
      inputSchema: {
        notebook: z.string(),
        noteIds: z.array(z.string()).min(1).max(20),
      },
    },
    async ({ notebook, noteIds }, ctx) => {
      const api = fieldnotesFor(ctx);
      const saved = resume(ctx, TAG_NOTES);
      const answers = ctx.mcpReq.inputResponses ?? {};

      if (!saved) {
        const notes = await Promise.all(noteIds.map((id) => api.note(notebook, id)));
        const listing = notes.map((n, i) => `${i + 1}. ${n.title}\n${excerpt(n)}`).join('\n\n');
        return inputRequired({
          inputRequests: {
            suggestion: inputRequired.createMessage({
              systemPrompt: 'Suggest up to 5 tags per note. Answer as JSON: {"<number>": ["tag", ...]}.',
              messages: [{ role: 'user', content: { type: 'text', text: listing } }],
              maxTokens: 400,
            }),
          },
          requestState: await mintFor(ctx, TAG_NOTES, { stage: 'suggested', titles: notes.map((n) => n.title) }),
        });
      }

      if (saved.stage === 'suggested') {
        let proposal = {};
        try {
          proposal = JSON.parse(answers.suggestion?.content?.text ?? '{}');
        } catch {
          // a model that ignored the format: let the person type tags instead
        }
        const properties = Object.fromEntries(
          saved.titles.map((title, i) => [
            `note${i + 1}`,
            { type: 'string', title, default: (proposal[String(i + 1)] ?? []).join(', ') },
          ]),
        );
        return inputRequired({
          inputRequests: {
            review: inputRequired.elicit({
              message: 'Edit the tags, then accept to add them.',
              requestedSchema: { type: 'object', properties },
            }),
          },
          requestState: await mintFor(ctx, TAG_NOTES, { stage: 'review', titles: saved.titles }),
        });
      }

      const review = acceptedContent(answers, 'review');
      if (!review) return { content: [{ type: 'text', text: 'No tags were added.' }] };
      let added = 0;
      for (const [i, id] of noteIds.entries()) {
        const tags = String(review[`note${i + 1}`] ?? '')
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean);
        if (tags.length === 0) continue;
        await api.addTags(id, tags);
        added += tags.length;
      }
      return { content: [{ type: 'text', text: `Added ${added} tags to ${noteIds.length} notes.` }] };
    },
  );
}
