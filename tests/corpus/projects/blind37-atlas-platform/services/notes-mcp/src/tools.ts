import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { accountOf, notesState, type NotesRound } from './codec.js';
import { importFiles, listFolder } from './drive.js';

const NOTES_API = process.env.ATLAS_NOTES_API ?? 'http://notes-api.atlas.svc:8080';
const MAX_PAGES = 8;

const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], isError });

async function notesApi<T>(path: string, userId: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${NOTES_API}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-atlas-user': userId, ...init.headers },
  });
  if (!res.ok) throw new Error(`notes-api ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export function registerNotesTools(server: McpServer): void {
  server.registerTool(
    'share_note',
    {
      description: 'Share a note with colleagues. Asks whom to invite and with which role.',
      inputSchema: z.object({ noteId: z.string().uuid() }),
    },
    async ({ noteId }, ctx) => {
      const userId = accountOf(ctx);
      const round = ctx.mcpReq.requestState<NotesRound>();
      if (round !== undefined && (round.tool !== 'share_note' || round.noteId !== noteId)) {
        return text('That answer was for another request. Please start over.', true);
      }

      if (round === undefined) {
        const note = await notesApi<{ title: string; ownerId: string }>(`/notes/${noteId}`, userId);
        if (note.ownerId !== userId) return text('Only the owner of a note can share it.', true);
        return inputRequired({
          inputRequests: {
            invite: inputRequired.elicit({
              message: `Share “${note.title}” with…`,
              requestedSchema: {
                type: 'object',
                properties: {
                  emails: { type: 'string', title: 'E-mail addresses, comma separated' },
                  role: { type: 'string', enum: ['viewer', 'commenter', 'editor'], default: 'viewer' },
                },
                required: ['emails'],
              },
            }),
          },
          requestState: await notesState.mint({ tool: 'share_note', noteId }, ctx),
        });
      }

      const invite = acceptedContent<{ emails: string; role?: 'viewer' | 'commenter' | 'editor' }>(ctx.mcpReq.inputResponses, 'invite');
      if (!invite) return text('Nothing shared.');
      const emails = invite.emails.split(',').map((e) => e.trim()).filter(Boolean);
      const { shared } = await notesApi<{ shared: number }>(`/notes/${noteId}/shares`, userId, {
        method: 'POST',
        body: JSON.stringify({ emails, role: invite.role ?? 'viewer' }),
      });
      return text(`Shared with ${shared} people.`);
    },
  );

  server.registerTool(
    'import_drive_files',
    {
      description: 'Import Google Docs from a Drive folder as notes. Lets the user pick the files, a page at a time.',
      inputSchema: z.object({ folderId: z.string().min(10) }),
      annotations: { openWorldHint: true },
    },
    async ({ folderId }, ctx) => {
      const userId = accountOf(ctx);
      const round = ctx.mcpReq.requestState<NotesRound>();
      if (round !== undefined && (round.tool !== 'import_drive_files' || round.folderId !== folderId)) {
        return text('That answer was for another request. Please start over.', true);
      }

      let picked: string[] = [];
      let pageToken: string | undefined;
      let pages = 0;
      if (round !== undefined) {
        const answer = acceptedContent<{ fileIds?: string[]; more?: boolean }>(ctx.mcpReq.inputResponses, 'pick');
        if (!answer) return text('Import cancelled.');
        picked = [...round.picked, ...(answer.fileIds ?? [])];
        if (!answer.more || !round.nextPageToken || round.pages >= MAX_PAGES) {
          if (picked.length === 0) return text('No files selected.');
          const { imported } = await importFiles(userId, picked);
          return text(`Imported ${imported} of ${picked.length} files.`);
        }
        pageToken = round.nextPageToken;
        pages = round.pages;
      }

      const page = await listFolder(userId, folderId, pageToken);
      const docs = page.files.filter((f) => f.mimeType === 'application/vnd.google-apps.document');
      return inputRequired({
        inputRequests: {
          pick: inputRequired.elicit({
            message: docs.length ? `Pick the documents to import (${picked.length} picked so far).` : 'No documents on this page.',
            requestedSchema: {
              type: 'object',
              properties: {
                fileIds: { type: 'array', items: { type: 'string', enum: docs.map((d) => d.id) } },
                more: { type: 'boolean', title: page.nextPageToken ? 'Show more files' : 'No more files', default: false },
              },
            },
          }),
        },
        requestState: await notesState.mint(
          { tool: 'import_drive_files', folderId, nextPageToken: page.nextPageToken ?? null, picked, pages: pages + 1 },
          ctx,
        ),
      });
    },
  );
}
