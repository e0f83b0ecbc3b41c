// Models the docs-vault tool handlers: destructive delete_folder and a move_document picker, both resumed through the flow store.
'use strict';

const vault = require('./vaultClient');

function fail(text) {
  return { content: [{ type: 'text', text }], isError: true };
}

function makeHandlers(flows) {
  async function deleteFolder(params, userId) {
    const args = params.arguments || {};
    const reply = params.inputResponses && params.inputResponses.confirm;

    if (!params.requestState) {
      const folder = await vault.folder(args.folderId, userId);
      if (!folder) return fail('No such folder.');
      const flowId = flows.begin(userId, 'delete_folder', args, { folderId: folder.id, documentCount: folder.documentCount });
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Delete "${folder.name}" and its ${folder.documentCount} documents?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            },
          },
        },
        requestState: flowId,
      };
    }

    const pending = flows.take(params.requestState, userId, 'delete_folder', args);
    if (!pending) return fail('This confirmation is no longer valid.');
    if (!reply || reply.action !== 'accept' || reply.content.confirm !== true) {
      return { content: [{ type: 'text', text: 'Nothing deleted.' }] };
    }
    await vault.deleteFolder(pending.folderId, userId);
    return { content: [{ type: 'text', text: `Deleted folder and ${pending.documentCount} documents.` }] };
  }

  async function moveDocument(params, userId) {
    const args = params.arguments || {};
    const reply = params.inputResponses && params.inputResponses.target;

    if (!params.requestState) {
      const folders = await vault.foldersOf(userId);
      const flowId = flows.begin(userId, 'move_document', args, { documentId: args.documentId, allowed: folders.map(f => f.id) });
      return {
        resultType: 'input_required',
        inputRequests: {
          target: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Move the document to which folder?',
              requestedSchema: { type: 'object', properties: { folderId: { type: 'string', enum: folders.map(f => f.id) } }, required: ['folderId'] },
            },
          },
        },
        requestState: flowId,
      };
    }

    const pending = flows.take(params.requestState, userId, 'move_document', args);
    if (!pending || !reply || reply.action !== 'accept') return fail('Move cancelled or expired.');
    if (!pending.allowed.includes(reply.content.folderId)) return fail('You cannot move documents there.');
    await vault.move(pending.documentId, reply.content.folderId, userId);
    return { content: [{ type: 'text', text: 'Moved.' }] };
  }

  return { delete_folder: deleteFolder, move_document: moveDocument };
}

module.exports = { makeHandlers };
