// Registers upload_asset, which reserves a slot, collects title and licence, then registers the asset.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { openFor, SealError, type StateSealer } from '../state/sealer.js';
import { storage } from '../storage.js';

const TOOL = 'upload_asset';

export default function uploadAsset(server: McpServer, sealer: StateSealer, userOf: (ctx: any) => string) {
  server.registerTool(
    TOOL,
    {
      title: 'Upload asset',
      description: 'Reserve an upload slot, collect title and licence, then register the asset.',
      inputSchema: z.object({ contentType: z.string().regex(/^(image|video|audio)\/[\w.+-]+$/) }),
    },
    async ({ contentType }, ctx) => {
      const userId = userOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const slot = await storage.reserve(userId, contentType);
        return inputRequired({
          inputRequests: {
            meta: inputRequired.elicit({
              message: 'Title and licence for the new asset?',
              requestedSchema: {
                type: 'object',
                properties: {
                  title: { type: 'string', maxLength: 120 },
                  license: { type: 'string', enum: ['all-rights-reserved', 'cc-by', 'cc0'] },
                },
                required: ['title', 'license'],
              },
            }),
          },
          // the pre-signed URL only travels encrypted (AES-GCM), never in clear
          requestState: sealer.seal({ sub: userId, tool: TOOL, assetId: slot.assetId, uploadUrl: slot.uploadUrl }, 'meta'),
        });
      }
      let state;
      try {
        state = openFor(sealer, raw, userId, TOOL);
      } catch (e) {
        if (e instanceof SealError) return { isError: true, content: [{ type: 'text' as const, text: 'Invalid or expired requestState' }] };
        throw e;
      }
      const meta = acceptedContent<{ title: string; license: string }>(ctx.mcpReq.inputResponses, 'meta');
      if (!meta) return { content: [{ type: 'text' as const, text: 'Upload abandoned; the slot will lapse on its own.' }] };
      const asset = await storage.finalize(state.assetId, meta);
      return {
        content: [
          { type: 'text' as const, text: `Registered ${asset.id}. PUT the file body to the upload URL below within 15 minutes.` },
          { type: 'text' as const, text: state.uploadUrl ?? '' },
        ],
      };
    },
  );
}
