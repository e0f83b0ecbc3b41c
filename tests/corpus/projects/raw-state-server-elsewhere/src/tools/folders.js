// Folder tools on the server of ../hooked-server.js: its verify hook has checked the state before the handler runs.
import { inputRequired } from '@modelcontextprotocol/server';
import { createHookedServer, folderCodec } from '../hooked-server.js';

export const folders = createHookedServer();

folders.registerTool('move_folder', { description: 'Move a folder' }, async ({ folderId, to }, ctx) => {
  const state = ctx.mcpReq.requestState();
  if (!state || state.tool !== 'move_folder' || state.folderId !== folderId) {
    return inputRequired({ inputRequests: {}, requestState: await folderCodec.mint({ tool: 'move_folder', folderId, to }, ctx) });
  }
  return { content: [{ type: 'text', text: `Moved ${state.folderId} to ${state.to}` }] };
});
