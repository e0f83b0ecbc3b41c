import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { notes } from '../db';
import { StateTokens } from '../state/tokens';

interface ConfirmState {
  noteId: string;
  stage: 'confirm';
}

function preview(body: string, max = 160): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function registerDeleteNote(server: McpServer): void {
  server.registerTool(
    'delete_note',
    {
      description: 'Permanently delete one of your notes',
      inputSchema: z.object({ noteId: z.string().uuid() }),
      annotations: { destructiveHint: true },
    },
    async ({ noteId }, ctx) => {
      const sub = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!sub) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const note = notes.get(noteId);
        if (!note || note.owner_id !== sub) {
          return { isError: true, content: [{ type: 'text', text: 'No such note.' }] };
        }
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete "${note.title}" for good?\n\n${preview(note.body)}`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await StateTokens.issue(sub, { noteId, stage: 'confirm' }), // expect: require-state-binding
        });
      }

      let state: ConfirmState;
      try {
        state = await StateTokens.read<ConfirmState>(raw, sub);
      } catch (err) {
        return StateTokens.errorResult(err);
      }
      if (state.stage !== 'confirm' || state.noteId !== noteId) {
        return { isError: true, content: [{ type: 'text', text: 'Confirmation does not match this note.' }] };
      }

      const answer = acceptedContent<{ confirm?: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Kept the note.' }] };

      const note = notes.get(noteId);
      if (!note || note.owner_id !== sub) return { isError: true, content: [{ type: 'text', text: 'No such note.' }] };
      notes.remove(noteId);
      return { content: [{ type: 'text', text: `Deleted "${note.title}".` }] };
    },
  );
}
