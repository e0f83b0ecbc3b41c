// propose_edit tool: stores the edit as a server-side draft, shows it for review, and publishes on approval.
// @ts-nocheck
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { getPage, canWrite, createDraft, claimDraft, publishRevision } from '../store.js';
import type { KbTool } from '../registry.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function reply(text: string, isError = false) {
  return { ...(isError ? { isError: true } : {}), content: [{ type: 'text', text }] };
}

const tool: KbTool = {
  name: 'propose_edit',
  scope: 'kb:write',
  config: {
    title: 'Propose a page edit',
    description: 'Replace the body of a page. You review a summary of the change before it is published.',
    inputSchema: z.object({ pageId: z.string().uuid(), body: z.string().min(1).max(200_000), summary: z.string().min(3).max(300) }),
  },
  async handler(args, ctx, kit) {
    const page = await getPage(args.pageId);
    if (!page) return reply('Page not found.', true);
    if (!(await canWrite(kit.userId, page.space_key))) return reply('You cannot edit pages in this space.', true);

    const pending = kit.resume();
    if (pending) {
      const decision = ctx.mcpReq.inputResponses?.review;
      if (!decision || decision.action !== 'accept' || acceptedContent(ctx.mcpReq.inputResponses, 'review')?.publish !== true) {
        return reply('Edit not published.');
      }
      const draft = await claimDraft(pending.draftId);
      if (!draft) return reply('This draft expired or was already used; propose the edit again.', true);
      if (draft.owner_id !== kit.userId || draft.page_id !== page.id || draft.body_sha !== sha256(args.body)) {
        return reply('The draft does not match this request.', true);
      }
      if (draft.base_version !== page.version) return reply('The page changed since the draft was made; propose again.', true);
      await publishRevision(page, draft, kit.userId);
      return reply(`Published a new version of "${page.title}".`);
    }

    const draftId = await createDraft({
      ownerId: kit.userId,
      pageId: page.id,
      baseVersion: page.version,
      body: args.body,
      bodySha: sha256(args.body),
      summary: args.summary,
    });
    const delta = args.body.length - page.body.length;
    return kit.suspend(
      {
        review: inputRequired.elicit({
          message: `Publish "${args.summary}" to "${page.title}" (${delta >= 0 ? '+' : ''}${delta} characters)?`,
          requestedSchema: {
            type: 'object',
            properties: { publish: { type: 'boolean', title: 'Publish now' } },
            required: ['publish'],
          },
        }),
      },
      { draftId },
    );
  },
};

export default tool;
