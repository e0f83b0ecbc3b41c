// Registers the read-only list_folder tool, which lists the contents of a drive folder.
import * as z from 'zod';
import { createDriveClient } from '../drive.js';
import { callerOf } from '../context.js';

export default function registerListFolder(server) {
  server.registerTool(
    'list_folder',
    {
      description: 'List the contents of a drive folder',
      inputSchema: { folderId: z.string().min(1) },
      annotations: { readOnlyHint: true },
    },
    async ({ folderId }, ctx) => {
      const { bearer } = callerOf(ctx);
      const drive = createDriveClient(bearer);
      const { items } = await drive.listChildren(folderId);
      const lines = items.map((it) => `${it.kind === 'folder' ? '📁' : '📄'} ${it.name}  (${it.id})`);
      return { content: [{ type: 'text', text: lines.join('\n') || '(empty folder)' }] };
    },
  );
}
