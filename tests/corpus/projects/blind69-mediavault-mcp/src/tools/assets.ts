// Asset tools: list_assets (paged search within a folder) and delete_asset (confirmed, ETag-guarded).
// @ts-nocheck
import { z } from 'zod';
import { decodeJwt } from 'jose';
import { exchangeForStorageToken } from '../auth.js';
import { answer, callerOf, done, fail, formElicitation, incomingState, pendingInput } from '../rounds.js';
import { mintState, openState } from '../stateJwt.js';
import { storage, StorageError } from '../storageApi.js';

function assetLine(a) {
  const dims = a.width && a.height ? ` ${a.width}×${a.height}` : '';
  return `${a.id}  ${a.file_name}  ${a.content_type}${dims}  ${a.created_at.slice(0, 10)}`;
}

async function listAssets(args, extra) {
  const userId = callerOf(extra);
  const raw = incomingState(extra);
  let folderId = args.folderId;
  let query = args.query;
  let pageToken;
  let shown = 0;

  if (raw) {
    const cursor = decodeJwt(raw); // expect: require-sealed-state
    if (!answer(extra, 'more')?.loadMore) return done(`Stopped after ${cursor.shown} assets.`);
    ({ folderId, query, pageToken, shown } = cursor);
  } else {
    const { accessToken } = await exchangeForStorageToken(extra.authInfo.token);
    const folder = await storage.getFolder(accessToken, folderId);
    if (!folder.permissions?.includes('read')) return fail(`You cannot browse "${folder.name}".`);
  }

  const page = await storage.searchAssets({ folderId, query, pageToken, pageSize: args.pageSize });
  const lines = page.items.map(assetLine);
  shown += page.items.length;
  if (!page.nextPageToken) return done(lines.join('\n') || 'No assets found.');

  const requestState = await mintState(
    { folderId, query, pageToken: page.nextPageToken, shown },
    { userId, tool: 'list_assets' },
  );
  return pendingInput(
    {
      more: formElicitation(`${lines.join('\n')}\n\n${shown} of about ${page.total} shown. Load more?`, {
        loadMore: { type: 'boolean', title: 'Load more' },
      }),
    },
    requestState,
  );
}

async function deleteAsset(args, extra) {
  const userId = callerOf(extra);
  const raw = incomingState(extra);
  const { accessToken } = await exchangeForStorageToken(extra.authInfo.token);

  if (!raw) {
    const asset = await storage.getAsset(accessToken, args.assetId);
    const requestState = await mintState({ assetId: asset.id, etag: asset.etag }, { userId, tool: 'delete_asset' });
    return pendingInput(
      {
        confirm: formElicitation(`Delete ${asset.file_name} (${asset.id}) and all its renditions? This cannot be undone.`, {
          confirm: { type: 'boolean', title: 'Delete' },
        }),
      },
      requestState,
    );
  }

  const pending = await openState(raw, { userId, tool: 'delete_asset' });
  if (pending.assetId !== args.assetId) return fail('The asset changed since you confirmed; ask again.');
  if (!answer(extra, 'confirm')?.confirm) return done('Nothing was deleted.');
  try {
    await storage.deleteAsset(accessToken, pending.assetId, pending.etag);
  } catch (err) {
    if (err instanceof StorageError && err.status === 412) return fail('The asset was modified after you confirmed; review it again.');
    throw err;
  }
  return done(`Deleted ${pending.assetId}.`);
}

export function registerAssetTools(server) {
  server.registerTool(
    'list_assets',
    {
      title: 'List assets',
      description: 'Search assets in a folder, a page at a time.',
      inputSchema: {
        folderId: z.string().min(1),
        query: z.string().max(200).optional(),
        pageSize: z.number().int().min(1).max(100).default(25),
      },
      annotations: { readOnlyHint: true },
    },
    async (args, extra) => {
      try {
        return await listAssets(args, extra);
      } catch (err) {
        if (err instanceof StorageError) return fail(`MediaVault refused: ${err.message}`);
        throw err;
      }
    },
  );

  server.registerTool(
    'delete_asset',
    {
      title: 'Delete an asset',
      description: 'Permanently delete an asset after confirmation.',
      inputSchema: { assetId: z.string().regex(/^ast_[A-Za-z0-9]{10,}$/) },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      try {
        return await deleteAsset(args, extra);
      } catch (err) {
        if (err instanceof StorageError) return fail(`MediaVault refused: ${err.message}`);
        if (err?.code?.startsWith?.('ERR_JW')) return fail('This confirmation is invalid or expired; ask again.');
        throw err;
      }
    },
  );
}
