// Implements the unpublish_page tool, which confirms before taking a docs page offline.
// @ts-nocheck
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { CmsClient } from '../cms/cms-client.js';
import type { KeyProvider } from '../keys/key-provider.js';
import { argsDigest, sameDigest } from '../core/args-digest.js';
import { RoundTripTool, type Ctx, type ToolSpec } from '../core/round-trip-tool.js';

type Args = { pageId: string; redirectTo?: string };
type State = { digest: string; etag: string };

export class UnpublishPageTool extends RoundTripTool<Args, State> {
  readonly spec: ToolSpec = {
    name: 'unpublish_page',
    title: 'Unpublish page',
    description: 'Take a published docs page offline, optionally redirecting it.',
    inputSchema: { pageId: z.string().uuid(), redirectTo: z.string().startsWith('/').optional() },
    destructive: true,
  };

  constructor(keys: KeyProvider, private readonly cms: CmsClient) {
    super(keys);
  }

  protected async firstRound(args: Args, ctx: Ctx) {
    const page = await this.cms.getPage(args.pageId);
    const requestState = await this.mint({ digest: argsDigest(this.spec.name, args), etag: page.etag }, ctx);
    const redirect = args.redirectTo ? ` and redirect it to ${args.redirectTo}` : '';
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Unpublish "${page.title}" (${page.inboundLinks} inbound links)${redirect}?`,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Take it offline' } },
            required: ['confirm'],
          },
        }),
      },
      requestState,
    });
  }

  protected async nextRound(args: Args, state: State, ctx: Ctx) {
    if (!sameDigest(state.digest, argsDigest(this.spec.name, args))) {
      return this.error('Arguments differ from what was confirmed.');
    }
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses as any, 'confirm');
    if (answer?.confirm !== true) return this.text('Nothing was changed.');
    const page = await this.cms.unpublish(args.pageId, state.etag, args.redirectTo);
    return this.text(`"${page.title}" is now ${page.status}.`);
  }
}
