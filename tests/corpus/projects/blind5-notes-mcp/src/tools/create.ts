import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { notes } from '../db';
import { decodeDraft, encodeDraft, type Draft } from '../state/draft';

function nextRound(draft: Draft) {
  const request =
    draft.step === 'folder'
      ? inputRequired.elicit({
          message: `Which folder should "${draft.title}" go in?`,
          requestedSchema: {
            type: 'object',
            properties: {
              folderId: {
                type: 'string',
                oneOf: notes.foldersOf(draft.ownerId).map((f) => ({ const: f.id, title: f.name })),
              },
            },
            required: ['folderId'],
          },
        })
      : inputRequired.elicit({
          message: `Write the note "${draft.title}".`,
          requestedSchema: { type: 'object', properties: { body: { type: 'string' } }, required: ['body'] },
        });
  return inputRequired({ inputRequests: { [draft.step]: request }, requestState: encodeDraft(draft) }); // expect: require-sealed-state
}

export function registerCreateNote(server: McpServer): void {
  server.registerTool(
    'create_note',
    {
      description: 'Create a note; asks for the folder and the text',
      inputSchema: z.object({ title: z.string().min(1).max(200), tags: z.array(z.string()).optional() }),
    },
    async ({ title, tags }, ctx) => {
      const sub = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!sub) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) return nextRound({ step: 'folder', ownerId: sub, title, tags });

      const draft = decodeDraft(raw); // expect: require-sealed-state
      if (draft.step === 'folder') {
        const picked = acceptedContent<{ folderId: string }>(ctx.mcpReq.inputResponses, 'folder');
        if (!picked) return { content: [{ type: 'text', text: 'Note not created.' }] };
        return nextRound({ ...draft, step: 'body', folderId: picked.folderId });
      }

      const written = acceptedContent<{ body: string }>(ctx.mcpReq.inputResponses, 'body');
      if (!written) return { content: [{ type: 'text', text: 'Note not created.' }] };
      const id = notes.create({
        owner_id: draft.ownerId,
        folder_id: draft.folderId ?? null,
        title: draft.title,
        body: written.body,
      });
      return { content: [{ type: 'text', text: `Created note ${id}.` }] };
    },
  );
}
