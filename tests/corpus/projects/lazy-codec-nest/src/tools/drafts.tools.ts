// NestJS draft tools whose codecs are created on first use in this file: a memoising getter shared by two tools that name no tool, and a lazily created codec per tool that names it.
// @ts-nocheck
import { Injectable } from '@nestjs/common';
import { createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';

let archiveCodec;
const archiveState = () => (archiveCodec ??= createRequestStateCodec({ key: Buffer.from(process.env.ARCHIVE_STATE_KEY as string, 'base64'), bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}` }));

@Injectable()
export class DraftTools {
  private draftCodec?: ReturnType<typeof createRequestStateCodec>;

  private get codec() {
    return (this.draftCodec ??= createRequestStateCodec({ // expect: require-state-binding
      key: Buffer.from(process.env.DRAFT_STATE_KEY as string, 'base64'),
      bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:${ctx.mcpReq.method}`,
    }));
  }

  register(server) {
    server.registerTool('publish_draft', { description: 'Publish a draft' }, async ({ draftId }, ctx) => {
      const saved = ctx.mcpReq.requestState();
      if (!saved) return inputRequired({ inputRequests: {}, requestState: await this.codec.mint({ draftId }, ctx) });
      return { content: [{ type: 'text', text: `Published ${saved.draftId}` }] };
    });

    server.registerTool('discard_draft', { description: 'Discard a draft' }, async ({ draftId }, ctx) => {
      const saved = ctx.mcpReq.requestState();
      if (!saved) return inputRequired({ inputRequests: {}, requestState: await this.codec.mint({ draftId }, ctx) });
      return { content: [{ type: 'text', text: `Discarded ${saved.draftId}` }] };
    });

    server.registerTool('archive_draft', { description: 'Archive a draft' }, async ({ draftId }, ctx) => {
      const saved = ctx.mcpReq.requestState<{ tool: string; draftId: string }>();
      if (!saved || saved.tool !== 'archive_draft') return inputRequired({ inputRequests: {}, requestState: await archiveState().mint({ tool: 'archive_draft', draftId }, ctx) });
      return { content: [{ type: 'text', text: `Archived ${saved.draftId}` }] };
    });
  }
}
