// run_payroll tool: previews a pay period with the payroll provider and submits the run after confirmation.
import { z } from 'zod';
import { getTenant, payroll, logRun } from '../payroll/client.js';
import { sealState, openState, inputRequired, elicitForm, echoedState, acceptedInput, toolError } from '../state/seal.js';

const TOOL = 'run_payroll';
const money = (cents, currency) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);

export function registerRunPayroll(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Run payroll',
      description: 'Submit the payroll run for a pay period. Money is paid out; this cannot be undone.',
      inputSchema: { periodId: z.string().min(1) },
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
    },
    async ({ periodId }, extra) => {
      const auth = extra.authInfo;
      const userId = auth?.extra?.userId;
      if (!userId) return toolError('Not authenticated.');
      if (!auth.extra.roles.includes('payroll_admin')) return toolError('Only payroll admins can submit a run.');

      const raw = echoedState(extra);
      if (!raw) {
        const tenant = await getTenant(auth.extra.tenantId);
        const period = await payroll.getPayPeriod(tenant, periodId);
        if (period.status !== 'open') return toolError(`Pay period ${periodId} is ${period.status}.`);
        const preview = await payroll.previewRun(tenant, periodId);

        const requestState = sealState({ periodId, tenantId: tenant.id, previewId: preview.id }, { tool: TOOL }); // expect: require-state-binding
        return inputRequired({
          message: `Preview ready for ${tenant.name}, ${period.label}.`,
          inputRequests: {
            confirm: elicitForm(
              `Submit payroll for ${period.label}? ${preview.employeeCount} employees, net ${money(preview.netCents, preview.currency)}, employer cost ${money(preview.employerCostCents, preview.currency)}.`,
              { confirm: { type: 'boolean', title: 'Submit payroll now' } },
            ),
          },
          requestState,
        });
      }

      const state = openState(raw, { tool: TOOL }); // expect: require-state-binding
      if (!state) return toolError('Invalid or expired requestState');
      if (state.periodId !== periodId) return toolError('This confirmation belongs to another pay period.');

      const answer = acceptedInput(extra, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Payroll run not submitted.' }] };

      const tenant = await getTenant(state.tenantId);
      const run = await payroll.submitRun(tenant, state.periodId, `preview-${state.previewId}`);
      await logRun(userId, tenant.id, state.periodId, run.id);
      return {
        content: [{ type: 'text', text: `Payroll run ${run.id} submitted for ${tenant.name}.` }],
        structuredContent: { runId: run.id, status: run.status },
      };
    },
  );
}
