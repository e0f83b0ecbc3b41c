// Tool: share a document with colleagues or approved external domains, asking for recipients first.
import { getDocument, getTenant, folderAccess } from '../db/tenants.js';
import { grantAccess } from '../storage/docStore.js';
import { openState, sealState } from '../state/token.js';
import { acceptedContent, elicit, inputRequired, readRequestState, text, toolError } from './results.js';

const TOOL = 'share_document';

export const definition = {
  name: TOOL,
  description: 'Share a document. You will be asked for the recipients and the access level.',
  inputSchema: {
    type: 'object',
    properties: { documentId: { type: 'string' } },
    required: ['documentId'],
  },
};

const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;

export async function handle(args, { user, params }) {
  const raw = readRequestState(params);

  if (!raw) {
    const tenant = await getTenant(user.tenantId);
    const doc = await getDocument(user.tenantId, args.documentId);
    if (!tenant || !doc) return toolError('Document not found.');
    const access = await folderAccess(user.tenantId, user.id, doc.folder_id);
    if (access !== 'write' && access !== 'admin') return toolError('You need write access to share this document.');
    const requestState = await sealState(
      {
        documentId: doc.id,
        object: doc.storage_object,
        bucket: tenant.storage_bucket,
        storageKey: tenant.storage_api_key, // expect: no-secrets-in-state
        allowlist: tenant.share_domain_allowlist ?? [],
      },
      { tenantId: user.tenantId, subject: user.id, tool: TOOL },
    );
    return inputRequired(
      {
        recipients: elicit(`Who should get access to "${doc.title}"?`, {
          type: 'object',
          properties: {
            emails: { type: 'string', title: 'Email addresses, comma separated' },
            role: { type: 'string', enum: ['viewer', 'commenter', 'editor'], default: 'viewer' },
          },
          required: ['emails'],
        }),
      },
      requestState,
    );
  }

  const claims = await openState(raw, { tenantId: user.tenantId, tool: TOOL, subject: user.id });
  if (claims.documentId !== args.documentId) return toolError('This confirmation belongs to another document.');
  const answer = acceptedContent(params, 'recipients');
  if (!answer) return text('Nothing was shared.');

  const emails = String(answer.emails).split(',').map((e) => e.trim().toLowerCase()).filter(Boolean);
  const rejected = emails.filter((e) => {
    const domain = EMAIL.exec(e)?.[1];
    return !domain || !claims.allowlist.includes(domain);
  });
  if (rejected.length) return toolError(`These addresses are outside the allowed domains: ${rejected.join(', ')}`);

  await grantAccess(claims.storageKey, claims.bucket, claims.object, emails.map((email) => ({ email, role: answer.role ?? 'viewer' })));
  return text(`Shared with ${emails.length} recipient(s) as ${answer.role ?? 'viewer'}.`);
}
