// Registers delete_asset, which confirms with the user before deleting an asset.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { openFor, StateSealer, SealError } from '../state/sealer.js';
import { storage } from '../storage.js';

const TOOL = 'delete_asset';
const Args = z.object({ assetId: z.string().min(1), purgeVersions: z.boolean().default(false) });

const fail = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });
const digestOf = (a: z.infer<typeof Args>) =>
  createHash('sha256').update(`${a.assetId}|${a.purgeVersions ? 1 : 0}`).digest('hex');

export default function deleteAsset(server: McpServer, sealer: StateSealer, userOf: (ctx: any) => string) {
  server.registerTool(
    TOOL,
    {
      title: 'Delete asset',
      description: 'Permanently delete a media asset; optionally revoke its public links.',
      inputSchema: Args,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userOf(ctx);
      const digest = digestOf(args);
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const asset = await storage.get(args.assetId);
        if (asset.ownerId !== userId) return fail('No such asset.');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete "${asset.title}" (${(asset.bytes / 1e6).toFixed(1)} MB)${args.purgeVersions ? ' and all its versions' : ''}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: sealer.seal({ sub: userId, tool: TOOL, assetId: args.assetId, digest }, 'confirm'),
        });
      }

      const phase = StateSealer.phaseOf(raw); // expect: require-sealed-state
      let state;
      try {
        state = openFor(sealer, raw, userId, TOOL);
      } catch (e) {
        if (e instanceof SealError) return fail('Invalid or expired requestState');
        throw e;
      }
      if (state.digest !== digest || state.assetId !== args.assetId) return fail('Arguments changed since confirmation.');

      if (phase === 'confirm') {
        const ok = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
        if (!ok?.confirm) return { content: [{ type: 'text' as const, text: 'Kept the asset.' }] };
        const asset = await storage.get(args.assetId);
        if (asset.publicLinks > 0) {
          return inputRequired({
            inputRequests: {
              links: inputRequired.elicit({
                message: `${asset.publicLinks} public link(s) point at this asset. Revoke them too?`,
                requestedSchema: { type: 'object', properties: { revoke: { type: 'boolean' } }, required: ['revoke'] },
              }),
            },
            requestState: sealer.seal({ sub: userId, tool: TOOL, assetId: args.assetId, digest }, 'links'),
          });
        }
        await storage.remove(args.assetId, { revokeLinks: false, by: userId });
        return { content: [{ type: 'text' as const, text: `Deleted ${args.assetId}.` }] };
      }

      if (phase === 'links') {
        // confirmed in the previous round
        const links = acceptedContent<{ revoke: boolean }>(ctx.mcpReq.inputResponses, 'links');
        await storage.remove(args.assetId, { revokeLinks: links?.revoke === true, by: userId });
        return { content: [{ type: 'text' as const, text: `Deleted ${args.assetId}.` }] };
      }
      return fail('Unexpected state.');
    },
  );
}
