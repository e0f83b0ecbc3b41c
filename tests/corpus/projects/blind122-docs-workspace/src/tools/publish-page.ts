// Defines the publish_page tool, which renders markdown and asks for a title before publishing.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { api, codecFor, openState, principalOf, drafts } from '../shared/index.js';

export const PUBLISH_PAGE = 'publish_page';

const input = z.object({
  pageId: z.string().min(4),
  markdown: z.string().min(1).max(200_000),
});
type Args = z.infer<typeof input>;

interface PublishState {
  pageId: string;
  draftHandle: string;
  tokenCount: number;
}

const codec = codecFor<PublishState>(PUBLISH_PAGE);
const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], ...(isError && { isError }) });

async function handler(args: Args, ctx: any) {
  const { userId } = principalOf(ctx);

  if (!ctx.mcpReq.requestState()) {
    const rendered = await api.renderDraft(args.pageId, userId, args.markdown);
    const draftHandle = drafts.put(userId, args.pageId, rendered.body);
    const tokenCount = args.markdown.split(/\s+/).length;
    return inputRequired({
      inputRequests: {
        title: inputRequired.elicit({
          message: `Ready to publish ${tokenCount} words to ${args.pageId}. What title should it get?`,
          requestedSchema: {
            type: 'object',
            properties: { title: { type: 'string', minLength: 1, maxLength: 120 } },
            required: ['title'],
          },
        }),
      },
      requestState: await codec.mint({ pageId: args.pageId, draftHandle, tokenCount }, ctx),
    });
  }

  const state = await openState(codec, ctx);
  if (!state || state.pageId !== args.pageId) return text('Invalid or expired requestState', true);

  const draft = drafts.take(state.draftHandle, userId);
  if (!draft) return text('The draft expired; please publish again.', true);

  const answer = acceptedContent<{ title: string }>(ctx.mcpReq.inputResponses, 'title');
  if (!answer) return text('Publishing cancelled.');

  const { url } = await api.publish(draft.pageId, userId, answer.title, draft.body);
  return text(`Published "${answer.title}" at ${url}`);
}

export default {
  name: PUBLISH_PAGE,
  config: {
    title: 'Publish page',
    description: 'Render markdown and publish it to a page, asking the user for a title.',
    inputSchema: input,
  },
  handler,
};
