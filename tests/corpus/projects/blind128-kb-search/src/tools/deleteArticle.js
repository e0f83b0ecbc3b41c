// Registers delete_article, which confirms before permanently deleting the user's own article.
import { z } from 'zod';
import * as store from '../store.js';
import { checkConfirmation, mintConfirmation } from '../confirm.js';

const TOOL = 'delete_article';

export function registerDeleteArticle(server, { currentUser }) {
  server.registerTool(
    TOOL,
    {
      title: 'Delete an article',
      description: 'Permanently delete a knowledge-base article you own.',
      inputSchema: { id: z.string().regex(/^kb-\d+$/) },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const userId = currentUser(extra);
      const article = store.get(args.id);
      if (!article) return { content: [{ type: 'text', text: `No article ${args.id}.` }], isError: true };
      if (article.owner !== userId) {
        return { content: [{ type: 'text', text: 'You can only delete your own articles.' }], isError: true };
      }

      const token = extra?._meta?.requestState;
      if (!token) {
        return {
          content: [],
          resultType: 'input_required',
          inputRequests: {
            sure: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Delete "${article.title}" for good?`,
                requestedSchema: { type: 'object', properties: { sure: { type: 'boolean' } }, required: ['sure'] },
              },
            },
          },
          requestState: mintConfirmation({ userId, tool: TOOL, args }), // expect: require-state-binding
        };
      }

      if (!checkConfirmation(token, { userId, tool: TOOL, args })) {
        return { content: [{ type: 'text', text: 'Confirmation expired or does not match; try again.' }], isError: true };
      }
      if (extra?._meta?.inputResponses?.sure?.content?.sure !== true) {
        return { content: [{ type: 'text', text: 'Kept it.' }] };
      }
      store.remove(args.id);
      return { content: [{ type: 'text', text: `Deleted ${args.id}.` }] };
    },
  );
}
