// Tool: export a trial balance through the reporting service, asking which entity and file format.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { seal, open } from '../crypto/stateSealer.js';
import { exchangeForReportingToken, listReportableEntities, startTrialBalanceExport } from '../services/reporting.js';
import { userIdOf } from '../auth.js';
import { text, toolError } from './util.js';

const TOOL = 'export_trial_balance';

export function registerExportTrialBalance(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Export the trial balance of a closed period as CSV or XLSX.',
      inputSchema: { period: z.string().regex(/^\d{4}-\d{2}$/) },
      annotations: { readOnlyHint: true },
    },
    async ({ period }, ctx) => {
      const userId = userIdOf(ctx);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const exchanged = await exchangeForReportingToken(ctx.http.authInfo.token);
        const entities = await listReportableEntities(exchanged.access_token, period);
        if (!entities.length) return text(`No entity has a closed ${period} yet.`);
        const requestState = await seal(
          {
            period,
            entities: entities.map((e) => e.id),
            reportingToken: exchanged.access_token, // expect: no-secrets-in-state
          },
          { sub: userId, tool: TOOL },
        );
        return inputRequired({
          inputRequests: {
            choice: inputRequired.elicit({
              message: `Which entity's ${period} trial balance should be exported?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  entityId: { type: 'string', enum: entities.map((e) => e.id), enumNames: entities.map((e) => e.name) },
                  format: { type: 'string', enum: ['csv', 'xlsx'], default: 'xlsx' },
                },
                required: ['entityId'],
              },
            }),
          },
          requestState,
        });
      }

      const state = await open(raw, { sub: userId, tool: TOOL });
      if (!state || state.period !== period) return toolError('This export request has expired; please start again.');
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'choice');
      if (!choice) return text('Export cancelled.');
      if (!state.entities.includes(choice.entityId)) return toolError('That entity was not offered for this period.');
      const job = await startTrialBalanceExport(state.reportingToken, {
        entityId: choice.entityId,
        period,
        format: choice.format ?? 'xlsx',
      });
      return text(`Export ${job.exportId} started; it will be available at ${job.downloadUrl}.`);
    },
  );
}
