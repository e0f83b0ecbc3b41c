// Implements the publish_page tool, which asks for a changelog line before publishing a draft.
// @ts-nocheck
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { CmsClient } from '../cms/cms-client.js';
import type { KeyProvider } from '../keys/key-provider.js';
import { RoundTripTool, type Ctx, type ToolSpec } from '../core/round-trip-tool.js';

type Args = { pageId: string };
type State = { pageId: string; etag: string };

export class PublishPageTool extends RoundTripTool<Args, State> {
  readonly spec: ToolSpec = {
    name: 'publish_page',
    title: 'Publish page',
    description: 'Publish the current draft of a docs page, asking for a changelog line.',
    inputSchema: { pageId: z.string().uuid() },
  };

  constructor(keys: KeyProvider, private readonly cms: CmsClient) {
    super(keys);
  }

  protected async firstRound(args: Args, ctx: Ctx) {
    const page = await this.cms.getPage(args.pageId);
    if (page.status === 'published') return this.text(`"${page.title}" is already published.`);
    return inputRequired({
      inputRequests: {
        changelog: inputRequired.elicit({
          message: `Publishing "${page.title}" (/${page.slug}). What changed?`,
          requestedSchema: {
            type: 'object',
            properties: { note: { type: 'string', title: 'Changelog line', maxLength: 200 } },
            required: ['note'],
          },
        }),
      },
      requestState: await this.mint({ pageId: page.id, etag: page.etag }, ctx),
    });
  }

  protected async nextRound(args: Args, state: State, ctx: Ctx) {
    if (state.pageId !== args.pageId) return this.error('State was issued for another page.');
    const answer = acceptedContent<{ note: string }>(ctx.mcpReq.inputResponses as any, 'changelog');
    if (!answer?.note) return this.text('Publish cancelled.');
    const page = await this.cms.getPage(state.pageId);
    if (page.etag !== state.etag) return this.error('The draft changed while you were typing; run publish again.');
    const published = await this.cms.publish(page.id, page.etag, answer.note);
    return this.text(`Published "${published.title}".`);
  }
}
