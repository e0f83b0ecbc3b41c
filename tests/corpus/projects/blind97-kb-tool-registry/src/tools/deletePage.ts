// delete_page tool: deletes a page after the user confirms this exact page and reason.
// @ts-nocheck
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { getPage, canWrite, removePage } from '../store.js';
import type { KbTool } from '../registry.js';

function digestArgs(args: { pageId: string; reason: string }): string {
  return createHash('sha256').update(JSON.stringify([args.pageId, args.reason])).digest('base64url');
}

function reply(text: string, isError = false) {
  return { ...(isError ? { isError: true } : {}), content: [{ type: 'text', text }] };
}

const tool: KbTool = {
  name: 'delete_page',
  scope: 'kb:admin',
  config: {
    title: 'Delete a page',
    description: 'Delete a knowledge-base page. Requires confirmation.',
    inputSchema: z.object({ pageId: z.string().uuid(), reason: z.string().min(3).max(500) }),
    annotations: { destructiveHint: true },
  },
  async handler(args, ctx, kit) {
    const page = await getPage(args.pageId);
    if (!page) return reply('Page not found.', true);
    if (!(await canWrite(kit.userId, page.space_key))) return reply('You cannot delete pages in this space.', true);

    const confirmed = kit.resume();
    if (confirmed) {
      if (confirmed.argsDigest !== digestArgs(args)) return reply('The confirmation was given for a different request.', true);
      if (page.etag !== confirmed.etag) return reply('The page was edited after you confirmed; confirm again.', true);
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm_delete');
      if (answer?.title !== page.title) return reply('Page kept: the typed title did not match.');
      await removePage(page, kit.userId, args.reason);
      return reply(`Deleted "${page.title}".`);
    }

    return kit.suspend(
      {
        confirm_delete: inputRequired.elicit({
          message: `Delete "${page.title}" from ${page.space_key}? Type the page title to confirm.`,
          requestedSchema: {
            type: 'object',
            properties: { title: { type: 'string', title: 'Page title' } },
            required: ['title'],
          },
        }),
      },
      { argsDigest: digestArgs(args), etag: page.etag },
    );
  },
};

export default tool;
