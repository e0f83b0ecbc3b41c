// Defines the rename_link tool, which asks for a new name for one of the caller's links.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { buildResumeUrl, parseResumeUrl, ResumeError } from '../resumeUrl.js';
import { links } from '../links.js';
import { currentUser } from '../user.js';

const TOOL = 'rename_link';

export default {
  name: TOOL,
  config: {
    description: 'Rename one of your go/ links',
    inputSchema: z.object({ slug: z.string().min(1) }),
  },
  async handler({ slug }, ctx) {
    const userId = currentUser(ctx);
    const state = ctx.mcpReq.requestState();
    if (state) {
      let carried;
      try {
        carried = parseResumeUrl(state, TOOL, userId);
      } catch (e) {
        if (e instanceof ResumeError) return { isError: true, content: [{ type: 'text', text: `Resume link rejected: ${e.message}` }] };
        throw e;
      }
      if (carried.slug !== slug) return { isError: true, content: [{ type: 'text', text: 'Resume link is for another slug.' }] };
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'newSlug');
      if (!answer?.slug) return { content: [{ type: 'text', text: 'Rename cancelled.' }] };
      await links.rename(slug, answer.slug);
      return { content: [{ type: 'text', text: `go/${slug} is now go/${answer.slug}` }] };
    }

    const link = await links.get(slug);
    if (!link || link.owner !== userId) return { isError: true, content: [{ type: 'text', text: `You don't own go/${slug}.` }] };
    return inputRequired({
      inputRequests: {
        newSlug: inputRequired.elicit({
          message: `New name for go/${slug}?`,
          requestedSchema: { type: 'object', properties: { slug: { type: 'string', pattern: '^[a-z0-9-]+$' } }, required: ['slug'] },
        }),
      },
      requestState: buildResumeUrl(TOOL, userId, { slug, step: 'pick' }),
    });
  },
};
