// Tool: move a document into another folder the caller can write to, offering a folder picker.
import { getDocument, folderAccess, moveDocument, writableFolders } from '../db/tenants.js';
import { openState, sealState } from '../state/token.js';
import { acceptedContent, elicit, inputRequired, readRequestState, text, toolError } from './results.js';

const TOOL = 'move_document';

export const definition = {
  name: TOOL,
  description: 'Move a document to another folder. You will be asked to pick the destination.',
  inputSchema: {
    type: 'object',
    properties: { documentId: { type: 'string' } },
    required: ['documentId'],
  },
};

export async function handle(args, { user, params }) {
  const raw = readRequestState(params);

  if (!raw) {
    const doc = await getDocument(user.tenantId, args.documentId);
    if (!doc) return toolError('Document not found.');
    const source = await folderAccess(user.tenantId, user.id, doc.folder_id);
    if (source !== 'write' && source !== 'admin') return toolError('You cannot move documents out of this folder.');
    const folders = (await writableFolders(user.tenantId, user.id)).filter((f) => f.id !== doc.folder_id);
    if (!folders.length) return toolError('You have no other folder to move this document into.');
    const requestState = await sealState(
      { documentId: doc.id, from: doc.folder_id, folders: folders.map((f) => f.id) },
      { tenantId: user.tenantId, subject: user.id, tool: TOOL },
    );
    return inputRequired(
      {
        destination: elicit(`Move "${doc.title}" to which folder?`, {
          type: 'object',
          properties: {
            folderId: { type: 'string', enum: folders.map((f) => f.id), enumNames: folders.map((f) => f.path) },
          },
          required: ['folderId'],
        }),
      },
      requestState,
    );
  }

  const claims = await openState(raw, { tenantId: user.tenantId, tool: TOOL }); // expect: require-state-binding
  if (claims.documentId !== args.documentId) return toolError('This folder choice belongs to another document.');
  const answer = acceptedContent(params, 'destination');
  if (!answer) return text('The document was left where it is.');
  if (!claims.folders.includes(answer.folderId)) return toolError('That folder was not offered.');

  await moveDocument(user.tenantId, claims.documentId, answer.folderId, user.id);
  return text(`Moved the document to folder ${answer.folderId}.`);
}
