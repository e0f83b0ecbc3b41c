import { z } from 'zod';
import { importContacts, portalFor, previewCsv, type PortalAuth } from '../hubspot.js';
import { issueStateToken, readStateToken } from '../state/tokens.js';
import { failure, formRequest, text, type ToolHandler } from './context.js';

const TOOL = 'import_contacts';
const HUBSPOT_FIELDS = ['email', 'firstname', 'lastname', 'company', 'jobtitle', 'phone', '(skip)'];

const Args = z.object({
  listId: z.string().regex(/^\d+$/),
  sourceUrl: z.string().url(),
});

interface PendingImport {
  listId: string;
  sourceUrl: string;
  columns: string[];
  portal: PortalAuth;
}

export const importContactsTool: ToolHandler = {
  definition: {
    name: TOOL,
    description: 'Import contacts from a CSV at an https URL into one of your HubSpot lists. Asks how to map the columns.',
    inputSchema: {
      type: 'object',
      properties: { listId: { type: 'string' }, sourceUrl: { type: 'string', format: 'uri' } },
      required: ['listId', 'sourceUrl'],
    },
    annotations: { openWorldHint: true },
  },

  async call(args, ctx) {
    const { listId, sourceUrl } = Args.parse(args);
    const binding = { userId: ctx.userId, tool: TOOL };

    if (!ctx.requestState) {
      const portal = await portalFor(ctx.userId);
      const preview = await previewCsv(sourceUrl);
      if (preview.columns.length === 0) return failure('The CSV has no header row.');

      const mappingFields = Object.fromEntries(
        preview.columns.map((column) => [column, { type: 'string', title: column, enum: HUBSPOT_FIELDS }]),
      );
      const pending: PendingImport = {
        listId,
        sourceUrl: preview.url,
        columns: preview.columns,
        portal, // expect: no-secrets-in-state
      };
      return {
        resultType: 'input_required',
        inputRequests: {
          mapping: formRequest(`Map the ${preview.columns.length} columns of ${preview.rowCount} rows to HubSpot properties`, mappingFields),
        },
        requestState: await issueStateToken({ ...pending }, binding),
      };
    }

    const pending = await readStateToken<PendingImport>(ctx.requestState, binding);
    if (!pending || pending.listId !== listId) return failure('This import request expired or does not match. Please start again.');

    const answer = ctx.inputResponses?.mapping;
    if (answer?.action !== 'accept' || !answer.content) return text('Import cancelled.');

    const mapping: Record<string, string> = {};
    for (const column of pending.columns) {
      const target = answer.content[column];
      if (typeof target === 'string' && target !== '(skip)') mapping[column] = target;
    }
    if (!Object.values(mapping).includes('email')) return failure('One column must map to email.');

    const { importId } = await importContacts(pending.portal, { listId: pending.listId, sourceUrl: pending.sourceUrl, mapping });
    return text(`Import ${importId} started into list ${pending.listId}.`);
  },
};
