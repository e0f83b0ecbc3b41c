import { randomBytes, scryptSync } from 'node:crypto';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { useStorage } from 'nitropack/runtime';
import { z } from 'zod';
import { digestArgs, stateCodec, userIdOf, type HandlerCtx } from '../../utils/state-codec';
import type { VerifiedState } from '../server';

const TOOL = 'share_note';

interface Note {
  id: string;
  ownerId: string;
  orgDomain: string;
  title: string;
}

const input = z.object({
  noteId: z.string(),
  email: z.string().email(),
  permission: z.enum(['read', 'edit']).default('read'),
  passwordProtected: z.boolean().default(false),
});
type ShareArgs = z.infer<typeof input>;

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const fail = (t: string) => ({ ...text(t), isError: true });

async function share(note: Note, args: ShareArgs) {
  // The link password is shown once to the owner and only its hash is kept.
  const linkPassword = args.passwordProtected ? randomBytes(12).toString('base64url') : undefined;
  const salt = randomBytes(16);
  await useStorage('notes').setItem(`share:${note.id}:${args.email.toLowerCase()}`, {
    permission: args.permission,
    passwordHash: linkPassword ? `${salt.toString('hex')}:${scryptSync(linkPassword, salt, 32).toString('hex')}` : null,
    createdAt: new Date().toISOString(),
  });
  const suffix = linkPassword ? ` Give them this password separately: ${linkPassword}` : '';
  return text(`Shared "${note.title}" with ${args.email} (${args.permission}).${suffix}`);
}

export function registerShareNote(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Share a note with someone by e-mail. Asks before sharing outside your organisation.',
      inputSchema: input,
    },
    async (args: ShareArgs, ctx: HandlerCtx) => {
      const userId = userIdOf(ctx);
      const note = await useStorage<Note>('notes').getItem(`note:${args.noteId}`);
      if (!note || note.ownerId !== userId) return fail('Note not found.');

      const external = !args.email.toLowerCase().endsWith(`@${note.orgDomain}`);
      const state = ctx.mcpReq.requestState<VerifiedState>();
      const argsDigest = digestArgs(TOOL, args);

      if (!state) {
        if (!external) return share(note, args);
        const requestState = await stateCodec().mint(
          { tool: TOOL, argsDigest, noteId: note.id, passwordProtected: args.passwordProtected },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `${args.email} is outside your organisation. Share "${note.title}" with ${args.permission} access?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Share it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      if (state.kind !== 'sealed' || state.tool !== TOOL || state.argsDigest !== argsDigest) {
        return fail('This confirmation does not match the request. Please start again.');
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Not shared.');
      return share(note, args);
    },
  );
}
