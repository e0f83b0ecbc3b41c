import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { base } from '../config.js';
import { check, looksSigned, sign } from '../lib/jwt.js';
import { pick, pipe, refuse, text } from '../lib/util.js';
import { who } from '../principal.js';
import { folderPage, importFiles } from '../sync.js';

const NAME = 'import_pages';
const SUMMARY_BUDGET = 4000;

// One page of the folder per round; the connector's cursor rides along in the state
// so the next round continues where this one stopped.
function ask(page, data, o) {
  return pipe(
    { ...data, offered: page.files.map((f) => f.id), nextToken: page.nextToken ?? null },
    (value) => sign(value, o),
    async (blob) =>
      inputRequired({
        inputRequests: {
          files: inputRequired.elicit({
            message: `Import which of these ${page.files.length} files?`,
            requestedSchema: {
              type: 'object',
              properties: {
                ids: { type: 'array', items: { type: 'string', enum: page.files.map((f) => f.id) } },
                more: { type: 'boolean', title: 'Show the next page afterwards', default: Boolean(page.nextToken) },
              },
              required: ['ids'],
            },
          }),
        },
        requestState: await blob,
      }),
  );
}

export function register(server) {
  server.registerTool(
    NAME,
    {
      description: 'Import files from a connected folder (Drive, Dropbox) into a notebook, one page at a time.',
      inputSchema: z.object({ folderId: z.string(), notebookId: z.string() }),
    },
    async ({ folderId, notebookId }, ctx) => {
      const user = who(ctx);
      const o = { ...base, aud: NAME, sub: user, ttl: '10m' };
      const blob = ctx.mcpReq.requestState();

      if (blob === undefined) {
        const page = await folderPage(user, folderId);
        if (page.files.length === 0) return text('That folder is empty.');
        return ask(page, { nb: notebookId, folder: folderId, imported: 0, maxTokens: SUMMARY_BUDGET }, o);
      }

      const data = looksSigned(blob) ? await check(blob, o) : null;
      if (!data || data.nb !== notebookId || data.folder !== folderId) return refuse('This import expired; start again.');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'files');
      const ids = (answer?.ids ?? []).filter((id) => data.offered.includes(id));
      if (ids.length) await importFiles(user, data.nb, ids);
      const imported = data.imported + ids.length;

      if (answer?.more && data.nextToken) {
        const page = await folderPage(user, data.folder, data.nextToken);
        return ask(page, { ...pick(data, ['nb', 'folder', 'maxTokens']), imported }, o);
      }
      return text(`Imported ${imported} file(s) into the notebook.`);
    },
  );
}
