// Defines the delete_links tool, which confirms before deleting the caller's links with a given prefix.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { buildResumeUrl, parseResumeUrl } from '../resumeUrl.js';
import { links } from '../links.js';
import { currentUser } from '../user.js';

const TOOL = 'delete_links';

export default {
  name: TOOL,
  config: {
    description: 'Delete all of your go/ links that start with a prefix',
    inputSchema: z.object({ prefix: z.string().min(2) }),
    annotations: { destructiveHint: true },
  },
  async handler({ prefix }, ctx) {
    const userId = currentUser(ctx);
    const mine = (await links.owned(userId)) ?? [];
    const doomed = mine.filter((l) => l.slug.startsWith(prefix));

    const state = ctx.mcpReq.requestState();
    if (!state) {
      if (doomed.length === 0) return { content: [{ type: 'text', text: `No links start with ${prefix}.` }] };
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Delete ${doomed.length} links (${doomed.slice(0, 5).map((l) => `go/${l.slug}`).join(', ')}${doomed.length > 5 ? ', …' : ''})?`,
            requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } }, required: ['yes'] },
          }),
        },
        requestState: buildResumeUrl(TOOL, userId, { step: 'confirm', count: doomed.length }), // expect-todo: require-state-binding
      });
    }

    try {
      parseResumeUrl(state, TOOL, userId);
    } catch {
      return { isError: true, content: [{ type: 'text', text: 'Confirmation expired, run the delete again.' }] };
    }
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.yes) {
      return { content: [{ type: 'text', text: 'Nothing deleted.' }] };
    }
    for (const l of doomed) await links.remove(l.slug);
    return { content: [{ type: 'text', text: `Deleted ${doomed.length} links starting with ${prefix}.` }] };
  },
};
