// Defines the archive_space tool, which archives a docs space after the user types its name.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { api, argsDigest, codecFor, openState, principalOf } from '../shared/index.js';

export const ARCHIVE_SPACE = 'archive_space';

const input = z.object({
  spaceId: z.string().regex(/^sp_[a-z0-9]{10}$/),
  reason: z.string().max(200).default('archived via assistant'),
});
type Args = z.infer<typeof input>;

interface ArchiveState {
  spaceId: string;
  argsDigest: string;
}

const codec = codecFor<ArchiveState>(ARCHIVE_SPACE);
const fail = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

async function handler(args: Args, ctx: any) {
  const { userId } = principalOf(ctx);

  if (!ctx.mcpReq.requestState()) {
    const space = await api.space(args.spaceId, userId);
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Archive "${space.name}" with ${space.pageCount} pages? Readers lose access immediately.`,
          requestedSchema: {
            type: 'object',
            properties: { typedName: { type: 'string', title: 'Type the space name to confirm' } },
            required: ['typedName'],
          },
        }),
      },
      requestState: await codec.mint({ spaceId: args.spaceId, argsDigest: argsDigest(args) }, ctx),
    });
  }

  const state = await openState(codec, ctx);
  if (!state) return fail('Invalid or expired requestState');
  // The signed payload pins the exact arguments the user saw.
  if (state.spaceId !== args.spaceId || state.argsDigest !== argsDigest(args)) {
    return fail('Arguments changed since the confirmation; start again.');
  }

  const answer = acceptedContent<{ typedName: string }>(ctx.mcpReq.inputResponses, 'confirm');
  if (!answer) return { content: [{ type: 'text' as const, text: 'Nothing archived.' }] };
  const space = await api.space(args.spaceId, userId);
  if (answer.typedName.trim() !== space.name) return fail('The typed name does not match.');

  const { archivedAt } = await api.archive(args.spaceId, userId, args.reason);
  return { content: [{ type: 'text' as const, text: `Archived ${space.name} at ${archivedAt}.` }] };
}

export default {
  name: ARCHIVE_SPACE,
  config: {
    title: 'Archive space',
    description: 'Archive a docs space after the user types its name.',
    inputSchema: input,
    annotations: { destructiveHint: true },
  },
  handler,
};
