// purge_assets tool that confirms with the user and then permanently deletes assets from the tenant bucket.
import { createHash } from 'node:crypto';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { stateSigner } from '#lib/state';
import { fail, ok, tenantOf, userOf } from '#lib/auth';
import { assetStore, tenantConfig } from '#lib/tenants';

export const config = {
  description: 'Permanently delete assets from the tenant bucket',
  inputSchema: { assetIds: z.array(z.string()).min(1).max(500) },
  annotations: { destructiveHint: true },
};

const argsHash = (ids) => createHash('sha256').update([...ids].sort().join('\n')).digest('hex');

export async function handler({ assetIds }, ctx, toolName) {
  const user = userOf(ctx);
  const bucket = tenantConfig(tenantOf(ctx)).assetsBucket;
  const raw = ctx.mcpReq.requestState();

  if (!raw) {
    const requestState = await stateSigner.sign({ h: argsHash(assetIds), n: assetIds.length }, { user, tool: toolName });
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Delete ${assetIds.length} assets from ${bucket}? This cannot be undone.`,
          requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
        }),
      },
      requestState,
    });
  }

  let claims;
  try {
    claims = await stateSigner.verify(raw, { user, tool: toolName });
  } catch {
    return fail('Invalid or expired requestState');
  }
  if (claims.h !== argsHash(assetIds)) return fail('asset list changed since confirmation');

  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (!answer?.confirm) return ok('Nothing deleted.');
  const removed = assetStore.remove(bucket, assetIds);
  return ok(`Deleted ${removed} of ${assetIds.length} assets.`);
}
