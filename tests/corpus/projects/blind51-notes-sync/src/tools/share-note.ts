import * as z from 'zod/v4';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { stateTokens, StateTokenError } from '../services/state-tokens.js';
import { NotesApi } from '../services/notes-api.js';
import { sessionOf } from '../session.js';

const TOOL = 'share_note';

interface ShareDraft {
  step: 'expiry';
  noteId: string;
  password: string;
}

const passwordForm = {
  type: 'object',
  properties: { password: { type: 'string', title: 'Link password', minLength: 8 } },
  required: ['password'],
} as const;

const expiryForm = {
  type: 'object',
  properties: { days: { type: 'integer', title: 'Link valid for (days)', minimum: 1, maximum: 30 } },
  required: ['days'],
} as const;

export function registerShareNote(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Create a password-protected public link to a note.',
      inputSchema: z.object({ noteId: z.string() }),
    },
    async ({ noteId }, ctx) => {
      const { userId, bearer } = sessionOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      // Round 1: ask for a password.
      if (!raw && !ctx.mcpReq.inputResponses?.password) {
        return inputRequired({
          inputRequests: { password: inputRequired.elicit({ message: 'Choose a password for the link', requestedSchema: passwordForm }) },
        });
      }

      // Round 2: we have the password, remember it and ask for the expiry.
      if (!raw) {
        const pw = acceptedContent<{ password: string }>(ctx.mcpReq.inputResponses, 'password');
        if (!pw) return { content: [{ type: 'text', text: 'Sharing cancelled.' }] };
        const draft: ShareDraft = {
          step: 'expiry',
          noteId,
          password: pw.password, // expect: no-secrets-in-state
        };
        return inputRequired({
          inputRequests: { expiry: inputRequired.elicit({ message: 'How long should the link work?', requestedSchema: expiryForm }) },
          requestState: await stateTokens.issue(draft, { userId, tool: TOOL }),
        });
      }

      // Round 3: create the link.
      let draft: ShareDraft;
      try {
        draft = await stateTokens.read<ShareDraft>(raw, { userId, tool: TOOL });
      } catch (err) {
        if (err instanceof StateTokenError) return { isError: true, content: [{ type: 'text', text: err.message }] };
        throw err;
      }
      if (draft.noteId !== noteId) return { isError: true, content: [{ type: 'text', text: 'Note changed, start over.' }] };

      const expiry = acceptedContent<{ days: number }>(ctx.mcpReq.inputResponses, 'expiry');
      const api = new NotesApi(bearer);
      const link = await api.createShareLink(draft.noteId, { password: draft.password, expiresInDays: expiry?.days ?? 7 });
      return { content: [{ type: 'text', text: `Share link: ${link.url}` }] };
    },
  );
}
