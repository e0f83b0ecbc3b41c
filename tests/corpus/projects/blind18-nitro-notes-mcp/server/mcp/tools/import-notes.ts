import { randomUUID } from 'node:crypto';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { useStorage } from 'nitropack/runtime';
import { z } from 'zod';
import { userIdOf, type HandlerCtx } from '../../utils/state-codec';
import { createDraft, takeDraft } from '../../utils/drafts';
import type { VerifiedState } from '../server';

const input = z.object({
  notebookId: z.string(),
  sourceUrl: z.string().url(),
});

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const fail = (t: string) => ({ ...text(t), isError: true });

/** Splits a markdown export on top-level headings. */
function splitMarkdown(markdown: string): Array<{ title: string; body: string }> {
  return markdown
    .split(/^# /m)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      const [first, ...rest] = chunk.split('\n');
      return { title: first.trim().slice(0, 200), body: rest.join('\n').trim() };
    });
}

export function registerImportNotes(server: McpServer): void {
  server.registerTool(
    'import_notes',
    {
      description: 'Import notes from a markdown export URL into a notebook. Shows what will be imported first.',
      inputSchema: input,
    },
    async (args: z.infer<typeof input>, ctx: HandlerCtx) => {
      const userId = userIdOf(ctx);
      const storage = useStorage('notes');
      const notebook = await storage.getItem<{ ownerId: string; title: string; noteIds: string[] }>(`notebook:${args.notebookId}`);
      if (!notebook || notebook.ownerId !== userId) return fail('Notebook not found.');

      const state = ctx.mcpReq.requestState<VerifiedState>();

      if (!state) {
        const url = new URL(args.sourceUrl);
        if (url.protocol !== 'https:') return fail('Only https sources are supported.');
        const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(10_000) });
        if (!res.ok) return fail(`Could not fetch ${url.host}: ${res.status}`);
        const documents = splitMarkdown(await res.text()).slice(0, 500);
        if (documents.length === 0) return fail('No notes found in that file.');

        const handle = await createDraft(userId, args.notebookId, documents);
        const preview = documents.slice(0, 5).map((d) => `• ${d.title}`).join('\n');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Import ${documents.length} notes into "${notebook.title}"?\n${preview}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Import' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: handle,
        });
      }

      if (state.kind !== 'draft') return fail('This confirmation does not belong to an import.');
      const draft = await takeDraft(state.handle, userId);
      if (!draft || draft.notebookId !== args.notebookId) return fail('This import expired or does not match. Please start again.');

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Nothing imported.');

      const ids: string[] = [];
      for (const doc of draft.documents) {
        const id = randomUUID();
        await storage.setItem(`note:${id}`, { id, ownerId: userId, title: doc.title, body: doc.body, createdAt: Date.now() });
        ids.push(id);
      }
      await storage.setItem(`notebook:${args.notebookId}`, { ...notebook, noteIds: [...notebook.noteIds, ...ids] });
      return text(`Imported ${ids.length} notes into "${notebook.title}".`);
    },
  );
}
