import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { defineTool, failure, text, userIdOf } from './registry.ts';
import { digestArgs } from '../state/request-state.ts';

const CONFIRM_PHRASE = 'CLEAR';

export default defineTool<{ location: 'fridge' | 'freezer' | 'cupboard' }>({
  name: 'clear_pantry',
  description: 'Remove every tracked item from one storage location.',
  inputSchema: { location: z.enum(['fridge', 'freezer', 'cupboard']) },
  destructive: true,
  handler:
    ({ state, grocer }) =>
    async (args, ctx) => {
      const sub = userIdOf(ctx);
      if (!sub) return failure('Sign in first.');
      const binding = { sub, tool: 'clear_pantry', argsDigest: await digestArgs(args) };

      const pending = await state.open<{ location: string }>(ctx.mcpReq.requestState(), binding);
      const answer = acceptedContent<{ phrase: string }>(ctx.mcpReq.inputResponses, 'confirm');

      if (!pending || !answer) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `This empties your ${args.location}. Type ${CONFIRM_PHRASE} to continue.`,
              requestedSchema: { type: 'object', properties: { phrase: { type: 'string' } }, required: ['phrase'] },
            }),
          },
          requestState: await state.mint({ location: args.location }, binding),
        });
      }

      // The phrase is a public word the user types, not a secret.
      if (answer.phrase.trim().toUpperCase() !== CONFIRM_PHRASE) return text('Nothing removed.');
      const { removed } = await grocer.clearPantry(sub, pending.location);
      return text(`Removed ${removed} items from your ${pending.location}.`, { removed });
    },
});
