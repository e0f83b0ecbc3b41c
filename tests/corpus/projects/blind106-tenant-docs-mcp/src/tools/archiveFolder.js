// Tool: archive every document in a folder, in batches, asking before each further batch.
import { decodeJwt } from 'jose';
import { config } from '../config.js';
import { countFolder, folderAccess, getTenant, listFolderPage, markArchived } from '../db/tenants.js';
import { moveToColdTier } from '../storage/docStore.js';
import { sealState } from '../state/token.js';
import { acceptedContent, elicit, inputRequired, readRequestState, text, toolError } from './results.js';

const TOOL = 'archive_folder';

export const definition = {
  name: TOOL,
  description: 'Archive all documents in a folder. Archived documents move to cold storage and can be restored by an admin.',
  inputSchema: {
    type: 'object',
    properties: { folderId: { type: 'string' } },
    required: ['folderId'],
  },
};

async function archiveBatch(user, folderId, afterId) {
  const tenant = await getTenant(user.tenantId);
  const page = await listFolderPage(user.tenantId, folderId, afterId, config.archiveBatchSize);
  if (page.length) {
    await moveToColdTier(tenant.storage_api_key, tenant.storage_bucket, page.map((d) => d.storage_object));
    await markArchived(user.tenantId, page.map((d) => d.id), user.id);
  }
  return page.length ? page[page.length - 1].id : null;
}

async function askToContinue(user, folderId, cursor, done) {
  const remaining = await countFolder(user.tenantId, folderId);
  if (!cursor || remaining === 0) return text(`Archived ${done} document(s); the folder is now empty.`);
  const requestState = await sealState(
    { folderId, cursor, done },
    { tenantId: user.tenantId, subject: user.id, tool: TOOL },
  );
  return inputRequired(
    {
      next: elicit(`Archived ${done} so far, ${remaining} left. Archive the next ${config.archiveBatchSize}?`, {
        type: 'object',
        properties: { proceed: { type: 'boolean' } },
        required: ['proceed'],
      }),
    },
    requestState,
  );
}

export async function handle(args, { user, params }) {
  const access = await folderAccess(user.tenantId, user.id, args.folderId);
  if (access !== 'admin') return toolError('Only folder admins can archive a folder.');
  const raw = readRequestState(params);

  if (!raw) {
    const cursor = await archiveBatch(user, args.folderId, null);
    return askToContinue(user, args.folderId, cursor, cursor ? config.archiveBatchSize : 0);
  }

  const resume = decodeJwt(raw); // expect: require-sealed-state
  const answer = acceptedContent(params, 'next');
  if (!answer?.proceed) return text(`Stopped after ${resume.done} document(s).`);
  const cursor = await archiveBatch(user, resume.folderId, resume.cursor);
  return askToContinue(user, resume.folderId, cursor, resume.done + (cursor ? config.archiveBatchSize : 0));
}
