// Models a CRM synchronisation MCP server (SDK 2.x) with contact merge, lead import and segment export tools.
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';
import { protectState, readProtectedState, Signer } from './state/index.js';
import { crm } from './crm.js';

const signer = new Signer(process.env.CRM_STATE_SECRET);
const server = new McpServer({ name: 'crm-sync', version: '0.12.0' }, { capabilities: { tools: {} } });

const currentUser = (ctx) => ctx.http?.authInfo?.extra?.userId ?? process.env.CRM_LOCAL_USER;
const ask = (key: string, message: string, properties: object) => ({
  [key]: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties } }),
});

server.registerTool(
  'merge_contacts',
  {
    description: 'Merge duplicate contacts into one record',
    inputSchema: { primaryId: z.string(), duplicateIds: z.array(z.string()) },
    annotations: { destructiveHint: true },
  },
  async ({ primaryId, duplicateIds }, ctx) => {
    const raw = ctx.mcpReq.requestState();
    const pick = acceptedContent(ctx.mcpReq.inputResponses, 'field_choice');

    if (raw && pick) {
      const draft = JSON.parse(readProtectedState(raw)); // expect: require-sealed-state
      await crm.merge(draft.primaryId, draft.duplicateIds, { email: pick.email, phone: pick.phone });
      return { content: [{ type: 'text', text: `Merged ${draft.duplicateIds.length} contacts into ${draft.primaryId}.` }] };
    }

    const conflicts = await crm.conflicts(primaryId, duplicateIds);
    return inputRequired({
      inputRequests: ask('field_choice', 'Which values should the merged contact keep?', {
        email: { type: 'string', enum: conflicts.emails },
        phone: { type: 'string', enum: conflicts.phones },
      }),
      requestState: protectState(JSON.stringify({ primaryId, duplicateIds, conflicts })), // expect: require-sealed-state
    });
  },
);

server.registerTool(
  'import_leads',
  {
    description: 'Import leads from a CSV export into a campaign',
    inputSchema: { csvUrl: z.string().url() },
  },
  async ({ csvUrl }, ctx) => {
    const userId = currentUser(ctx);
    if (!userId) return { isError: true, content: [{ type: 'text', text: 'No user' }] };
    const raw = ctx.mcpReq.requestState();

    if (raw) {
      signer.verify(raw, userId, 'import_leads');
      const pendingImport = JSON.parse(Buffer.from(raw.split('.')[0], 'base64url').toString('utf8')); // expect: require-sealed-state
      const campaign = acceptedContent(ctx.mcpReq.inputResponses, 'campaign');
      const count = await crm.importLeads(pendingImport.csvUrl, campaign?.name ?? pendingImport.defaultCampaign);
      return { content: [{ type: 'text', text: `Imported ${count} leads.` }] };
    }

    const preview = await crm.previewCsv(csvUrl);
    return signer.sign({ csvUrl, defaultCampaign: preview.suggestedCampaign }, userId, 'import_leads').then((token) =>
      inputRequired({
        inputRequests: ask('campaign', `Import ${preview.rows} leads into which campaign?`, { name: { type: 'string' } }),
        requestState: token,
      }),
    );
  },
);

server.registerTool(
  'export_segment',
  {
    description: 'Export a customer segment to the marketing tool',
    inputSchema: { segment: z.string() },
  },
  async ({ segment }, ctx) => {
    const userId = currentUser(ctx);
    if (!userId) return { isError: true, content: [{ type: 'text', text: 'No user' }] };
    const raw = ctx.mcpReq.requestState();

    if (raw) {
      if (!signer.verify(raw, userId, 'export_segment')) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      const { segment: saved } = signer.read<{ segment: string }>(raw);
      const dest = acceptedContent(ctx.mcpReq.inputResponses, 'destination');
      await crm.exportSegment(saved, dest?.list);
      return { content: [{ type: 'text', text: `Segment ${saved} exported to ${dest?.list}.` }] };
    }

    const token = await signer.sign({ segment }, userId, 'export_segment');
    return inputRequired({
      inputRequests: ask('destination', 'Export to which mailing list?', { list: { type: 'string' } }),
      requestState: token,
    });
  },
);

await server.connect(new StdioServerTransport());
