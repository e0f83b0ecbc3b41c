import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { notes } from '../db';
import { StateTokens } from '../state/tokens';

interface ShareState {
  noteId: string;
  email: string;
  stage: 'confirm';
  bearer?: string;
}

const SHARE_SERVICE = Bun.env.SHARE_SERVICE_URL ?? 'https://share.notes.internal';

async function notifyShareService(bearer: string | undefined, noteId: string, email: string, role: string) {
  const res = await fetch(`${SHARE_SERVICE}/v1/invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ noteId, email, role }),
  });
  if (!res.ok) throw new Error(`share service answered ${res.status}`);
}

export function registerShareNote(server: McpServer): void {
  server.registerTool(
    'share_note',
    {
      description: 'Invite someone to view or edit one of your notes',
      inputSchema: z.object({ noteId: z.string().uuid(), email: z.string().email() }),
    },
    async ({ noteId, email }, ctx) => {
      const sub = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!sub) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      const note = notes.get(noteId);
      if (!note || note.owner_id !== sub) {
        return { isError: true, content: [{ type: 'text', text: 'No such note.' }] };
      }

      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const requestState = await StateTokens.issue(sub, { // expect: require-state-binding
          noteId,
          email,
          stage: 'confirm',
          bearer: ctx.http?.authInfo?.token, // expect: no-secrets-in-state
        });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Share "${note.title}" with ${email}?`,
              requestedSchema: {
                type: 'object',
                properties: { role: { type: 'string', enum: ['viewer', 'editor'], default: 'viewer' } },
                required: ['role'],
              },
            }),
          },
          requestState,
        });
      }

      let state: ShareState;
      try {
        state = await StateTokens.read<ShareState>(raw, sub);
      } catch (err) {
        return StateTokens.errorResult(err);
      }
      if (state.noteId !== noteId || state.email !== email) {
        return { isError: true, content: [{ type: 'text', text: 'Confirmation does not match this share.' }] };
      }
      const answer = acceptedContent<{ role: 'viewer' | 'editor' }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer) return { content: [{ type: 'text', text: 'Not shared.' }] };

      await notifyShareService(state.bearer, noteId, email, answer.role);
      notes.share(noteId, email, answer.role);
      return { content: [{ type: 'text', text: `Shared with ${email} as ${answer.role}.` }] };
    },
  );
}
