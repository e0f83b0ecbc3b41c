// export_leads tool: starts a CRM lead export for a segment after the user picks a column layout.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { exchangeForCrm } from '../tokenExchange.js';
import { CrmClient } from '../crmClient.js';
import { recordExportJob } from '../db.js';
import { sealFor, openFor, StateRejected, toolError } from '../state.js';

const TOOL = 'export_leads';

interface ExportState {
  segment: string;
  layouts: string[];
  crmAccessToken: string;
}

export function registerExportLeads(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Export leads',
      description: 'Export the leads of a CRM segment as CSV or XLSX. Asks which column layout to use.',
      inputSchema: {
        segment: z.string().min(1).describe('Segment slug, e.g. "emea-inbound-q3"'),
        format: z.enum(['csv', 'xlsx']).default('csv'),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ segment, format }, ctx) => {
      const auth = ctx.http?.authInfo;
      if (!auth) return toolError('This tool needs an authenticated HTTP session.');
      if (!auth.scopes.includes('crm.export')) return toolError('Your token lacks the crm.export scope.');

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const crmToken = await exchangeForCrm(auth.token, 'leads.export');
        const { items: layouts } = await new CrmClient(crmToken.access_token).listExportLayouts(segment);
        if (layouts.length === 0) return toolError(`Segment "${segment}" has no export layouts.`);

        const requestState = await sealFor(
          TOOL,
          {
            segment,
            layouts: layouts.map((l) => l.id),
            crmAccessToken: crmToken.access_token, // expect: no-secrets-in-state
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            layout: inputRequired.elicit({
              message: `Which column layout should the "${segment}" export use?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  layoutId: {
                    type: 'string',
                    title: 'Layout',
                    oneOf: layouts.map((l) => ({ const: l.id, title: `${l.label} (${l.fields.length} columns)` })),
                  },
                },
                required: ['layoutId'],
              },
            }),
          },
          requestState,
        });
      }

      let state: ExportState;
      try {
        state = await openFor<ExportState>(TOOL, raw, ctx);
      } catch (err) {
        if (err instanceof StateRejected) return toolError(err.message);
        throw err;
      }
      if (state.segment !== segment) return toolError('The segment changed between rounds; start again.');

      const choice = acceptedContent<{ layoutId: string }>(ctx.mcpReq.inputResponses, 'layout');
      if (!choice) return { content: [{ type: 'text', text: 'Export cancelled.' }] };
      if (!state.layouts.includes(choice.layoutId)) return toolError('That layout is not available for this segment.');

      const crm = new CrmClient(state.crmAccessToken);
      const job = await crm.startLeadExport(segment, choice.layoutId, format);
      await recordExportJob(auth.extra.userId, job.jobId, segment, choice.layoutId);
      return {
        content: [{ type: 'text', text: `Export job ${job.jobId} queued. Track it at ${job.statusUrl}.` }],
        structuredContent: job,
      };
    },
  );
}
