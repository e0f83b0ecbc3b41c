// submit_grant_report: fetch the funder's report template, collect the answers, submit to the funder portal.
// @ts-nocheck
import { z } from 'zod';
import { membership, grant, funderCredentials, recordReport } from '../db.js';
import { reportTemplate, submitReport } from '../services/funderPortal.js';
import { signState, readState, describeFailure } from '../state/jwtState.js';
import { inputRequired, inputResponse, toolError, toolText } from './shared.js';

const TOOL = 'submit_grant_report';

function schemaFrom(template) {
  const properties = {};
  for (const q of template.questions) {
    properties[q.key] = q.kind === 'number' ? { type: 'number', title: q.label, minimum: 0 } : { type: 'string', title: q.label, maxLength: q.maxLength ?? 4000 };
  }
  return { type: 'object', properties, required: template.questions.filter((q) => q.required).map((q) => q.key) };
}

export function registerSubmitReport(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Submit a periodic progress report for a grant to the funder portal',
      inputSchema: { orgId: z.string().uuid(), grantId: z.string().uuid(), period: z.string().regex(/^\d{4}-(Q[1-4]|H[12])$/) },
    },
    async (args, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      if (!userId) return toolError('Not signed in.');
      const member = await membership(userId, args.orgId);
      if (!member || !['owner', 'program_lead', 'treasurer'].includes(member.role)) return toolError('You cannot report for that organisation.');

      const raw = extra._meta?.requestState;
      if (raw) {
        const read = await readState(raw, userId, TOOL);
        if (read.isErr()) return toolError(describeFailure(read.error));
        const claims = read.value;
        if (claims.orgId !== args.orgId || claims.grantId !== args.grantId || claims.period !== args.period) {
          return toolError('That answer was for a different report.');
        }
        const answers = inputResponse(extra, 'report');
        if (!answers) return toolText('Report not submitted.');

        const submitted = await submitReport(claims.funderKey, claims.portalOrgRef, claims.grantRef, {
          templateId: claims.templateId,
          period: claims.period,
          answers,
        });
        return submitted.match(
          async (receipt) => {
            await recordReport({ grantId: args.grantId, userId, portalReceipt: receipt.receiptId, period: args.period });
            return toolText(`Report for ${args.period} submitted. Portal receipt ${receipt.receiptId}.`);
          },
          (failure) => toolError(`The funder portal refused the report (${failure.status}): ${failure.message}`),
        );
      }

      const g = await grant(args.orgId, args.grantId);
      if (!g) return toolError('No such grant in that organisation.');
      const creds = await funderCredentials(args.orgId, g.funder_id);
      if (!creds) return toolError(`${g.funder_name} is not connected for this organisation. Ask an owner to connect it.`);

      const template = await reportTemplate(creds.api_key, creds.portal_org_ref, g.funder_grant_ref, args.period);
      if (template.isErr()) return toolError(`Could not load the report template (${template.error.status}).`);

      const requestState = await signState(
        {
          orgId: args.orgId,
          grantId: args.grantId,
          period: args.period,
          grantRef: g.funder_grant_ref,
          portalOrgRef: creds.portal_org_ref,
          templateId: template.value.id,
          funderKey: creds.api_key, // expect: no-secrets-in-state
        },
        userId,
        TOOL,
      );
      return inputRequired(
        {
          report: {
            method: 'elicitation/create',
            params: { mode: 'form', message: `${g.funder_name} report for "${g.title}", ${args.period}`, requestedSchema: schemaFrom(template.value) },
          },
        },
        requestState,
      );
    },
  );
}
