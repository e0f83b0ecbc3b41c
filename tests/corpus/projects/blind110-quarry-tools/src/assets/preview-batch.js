// preview_asset_batch tool that shows asset metadata page by page, asking before each next page.
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { peek, stateSigner } from '#lib/state';
import { ok, tenantOf, userOf } from '#lib/auth';
import { assetStore, tenantConfig } from '#lib/tenants';

export const config = {
  description: 'Show asset metadata in pages of 20, asking before each next page',
  inputSchema: { assetIds: z.array(z.string()).min(1) },
  annotations: { readOnlyHint: true },
};

const PAGE = 20;

export async function handler({ assetIds }, ctx, toolName) {
  const user = userOf(ctx);
  const raw = ctx.mcpReq.requestState();

  // Read-only paging: nothing is changed, so skip the verify round-trip on every page.
  const cursor = raw ? peek(raw) : { bucket: tenantConfig(tenantOf(ctx)).assetsBucket, ids: assetIds, offset: 0 }; // expect: require-sealed-state

  if (raw && !acceptedContent(ctx.mcpReq.inputResponses, 'next')?.more) return ok('Stopped.');

  const slice = cursor.ids.slice(cursor.offset, cursor.offset + PAGE);
  const rows = assetStore.list(cursor.bucket, slice).map((a) => JSON.stringify(a)).join('\n');
  if (cursor.offset + PAGE >= cursor.ids.length) return ok(rows || 'No assets.');

  return inputRequired({
    inputRequests: {
      next: inputRequired.elicit({
        message: `${rows}\n\nShowing ${cursor.offset + slice.length}/${cursor.ids.length}. Next page?`,
        requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
      }),
    },
    requestState: await stateSigner.sign(
      { bucket: cursor.bucket, ids: cursor.ids, offset: cursor.offset + PAGE },
      { user, tool: toolName },
    ),
  });
}
