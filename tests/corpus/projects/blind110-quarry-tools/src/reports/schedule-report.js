// schedule_report tool that previews a saved report and asks how often to email it before scheduling.
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { stateSigner } from '#lib/state';
import { fail, ok, tenantOf, userOf } from '#lib/auth';
import { tenantConfig, warehouseQuery } from '#lib/tenants';

export const config = {
  description: 'Run a saved report now and ask how often it should be delivered',
  inputSchema: { reportId: z.string(), email: z.string().email() },
};

const SCHEDULES = ['once', 'daily', 'weekly', 'monthly'];

export async function handler({ reportId, email }, ctx, toolName) {
  const user = userOf(ctx);
  const raw = ctx.mcpReq.requestState();

  if (!raw) {
    const tenant = tenantConfig(tenantOf(ctx));
    const preview = await warehouseQuery(tenant, `select * from saved_reports where id = '${reportId.replace(/'/g, "''")}' limit 1`);
    if (!preview.rows?.length) return fail(`no report ${reportId}`);
    const requestState = await stateSigner.sign(
      {
        reportId,
        email,
        warehouseUrl: tenant.warehouseUrl,
        warehouseKey: tenant.apiKey, // expect: no-secrets-in-state
      },
      { user, tool: toolName },
    );
    return inputRequired({
      inputRequests: {
        cadence: inputRequired.elicit({
          message: `Report "${preview.rows[0].title}" to ${email}. How often?`,
          requestedSchema: { type: 'object', properties: { cadence: { type: 'string', enum: SCHEDULES } }, required: ['cadence'] },
        }),
      },
      requestState,
    });
  }

  let s;
  try {
    s = await stateSigner.verify(raw, { user, tool: toolName });
  } catch {
    return fail('Invalid or expired requestState');
  }
  if (s.reportId !== reportId || s.email !== email) return fail('arguments changed');
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'cadence');
  if (!answer || !SCHEDULES.includes(answer.cadence)) return ok('Not scheduled.');

  await warehouseQuery(
    { warehouseUrl: s.warehouseUrl },
    `insert into report_schedules (report_id, email, cadence, owner) values ('${s.reportId}', '${s.email}', '${answer.cadence}', '${user}')`,
    s.warehouseKey,
  );
  return ok(`Scheduled ${s.reportId} ${answer.cadence} to ${s.email}.`);
}
