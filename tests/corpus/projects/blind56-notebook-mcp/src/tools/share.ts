import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { userIdOf } from '../auth.js';
import type { NotebookStore, Role } from '../notebooks.js';
import { expectRound, type NotebookCodec, type NotebookRound } from '../state.js';

const TOOL = 'share_notebook';
const ROLES: Role[] = ['viewer', 'commenter', 'editor'];

const say = (text: string, isError = false) => ({ isError, content: [{ type: 'text' as const, text }] });

export function registerShare(server: McpServer, { codec, store }: { codec: NotebookCodec; store: NotebookStore }) {
  server.registerTool(
    TOOL,
    {
      description: 'Share a notebook with a colleague by e-mail. Asks which role to give.',
      inputSchema: z.object({ notebookId: z.uuid(), email: z.email() }),
    },
    async ({ notebookId, email }, ctx) => {
      const userId = userIdOf(ctx);
      const invitee = email.trim().toLowerCase();
      const notebook = await store.get(userId, notebookId);
      if (!notebook) return say('No such notebook.', true);
      if (notebook.role !== 'owner' && notebook.role !== 'editor') return say('You cannot share this notebook.', true);

      const state = ctx.mcpReq.requestState<NotebookRound>();
      if (state === undefined) {
        return inputRequired({
          inputRequests: {
            role: inputRequired.elicit({
              message: `Share "${notebook.title}" with ${invitee} as…`,
              requestedSchema: {
                type: 'object',
                properties: {
                  role: { type: 'string', enum: ROLES, title: 'Role' },
                  passwordRequired: { type: 'boolean', title: 'Require a password on the invite link' },
                },
                required: ['role'],
              },
            }),
          },
          requestState: await codec.mint({ tool: TOOL, notebookId, invitee }, ctx),
        });
      }

      const round = expectRound(state, TOOL);
      if (!round || round.notebookId !== notebookId || round.invitee !== invitee) {
        return say('That answer belongs to another request. Ask again.', true);
      }

      const answer = acceptedContent<{ role: Role; passwordRequired?: boolean }>(ctx.mcpReq.inputResponses, 'role');
      if (!answer || !ROLES.includes(answer.role)) return say('Not shared.');

      await store.share(userId, round.notebookId, {
        email: round.invitee,
        role: answer.role,
        passwordRequired: answer.passwordRequired === true,
      });
      return say(`Shared "${notebook.title}" with ${round.invitee} as ${answer.role}.`);
    },
  );
}
