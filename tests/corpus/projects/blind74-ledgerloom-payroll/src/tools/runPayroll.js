// run_payroll: confirms the period, acknowledges timesheet gaps, then sends the net pay batch to the bank.
const db = require('../db');
const bank = require('../bank');
const { sealState, openState } = require('../stateJwt');
const { incomingState, accepted, askForInput, form, nextStep, toolError } = require('../rounds');

const TOOL = 'run_payroll';

const definition = {
  name: TOOL,
  description: 'Run payroll for a company and pay period. Sends money to employees; asks for approval first.',
  inputSchema: {
    type: 'object',
    properties: {
      companyId: { type: 'string' },
      periodEnd: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    },
    required: ['companyId', 'periodEnd'],
  },
  annotations: { destructiveHint: true },
};

const money = (cents) => `€${(Number(cents) / 100).toFixed(2)}`;

async function askApproval(state, args, userId) {
  const banking = await db.companyBanking(args.companyId);
  if (!banking) return toolError('No active bank mandate for this company.');
  const session = await bank.openPaymentSession(banking.bank_ref);
  const next = nextStep(state, 'approve', {
    debtorIban: banking.debtor_iban,
    bankSession: session.accessToken, // expect: no-secrets-in-state
  });
  return askForInput(
    'Final approval needed.',
    {
      approve: form(`Pay ${state.headcount} employees a total of ${money(state.netCents)} from ${banking.debtor_iban}?`, {
        approve: { type: 'boolean', title: 'Approve and send to bank' },
      }),
    },
    sealState(next, { tool: TOOL, userId, args }),
  );
}

async function handle(request, extra) {
  const args = request.params.arguments || {};
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) return toolError('Not signed in.');
  if (!(await db.isPayrollAdmin(userId, args.companyId))) return toolError('Payroll admin role required.');

  const raw = incomingState(request);
  if (!raw) {
    const summary = await db.periodSummary(args.companyId, args.periodEnd);
    if (!summary || !summary.headcount) return toolError('No payslip drafts for that period.');
    const state = nextStep(null, 'period', {
      companyId: args.companyId,
      periodEnd: args.periodEnd,
      headcount: Number(summary.headcount),
      netCents: Number(summary.net_cents),
    });
    return askForInput(
      'Confirm the pay period.',
      {
        period: form(`Run payroll ending ${args.periodEnd} for ${summary.headcount} employees (gross ${money(summary.gross_cents)})?`, {
          confirm: { type: 'boolean' },
        }),
      },
      sealState(state, { tool: TOOL, userId, args }),
    );
  }

  let state;
  try {
    state = await openState(raw, { tool: TOOL, userId, args });
  } catch (err) {
    return toolError(`Payroll session rejected: ${err.message}`);
  }

  if (state.step === 'period') {
    const answer = accepted(request, 'period');
    if (!answer || !answer.confirm) return { content: [{ type: 'text', text: 'Payroll run cancelled.' }] };
    const gaps = await db.missingTimesheets(args.companyId, args.periodEnd);
    if (gaps.length === 0) return askApproval(nextStep(state, 'exceptions', { exceptionIds: [] }), args, userId);
    const next = nextStep(state, 'exceptions', { exceptionIds: gaps.map((g) => g.id) });
    return askForInput(
      'Some timesheets are missing.',
      {
        gaps: form(`${gaps.length} hourly employees have no submitted timesheet (${gaps.map((g) => g.display_name).join(', ')}). They will be paid zero hours. Continue?`, {
          acknowledge: { type: 'boolean' },
        }),
      },
      sealState(next, { tool: TOOL, userId, args }),
    );
  }

  if (state.step === 'exceptions') {
    const answer = accepted(request, 'gaps');
    if (!answer || !answer.acknowledge) return { content: [{ type: 'text', text: 'Payroll run paused.' }] };
    return askApproval(state, args, userId);
  }

  if (state.step === 'approve') {
    const answer = accepted(request, 'approve');
    if (!answer || !answer.approve) return { content: [{ type: 'text', text: 'Payroll not sent.' }] };
    const rows = await db.disbursementBatch(args.companyId, args.periodEnd);
    const reference = `LL-${args.companyId}-${args.periodEnd}`;
    const result = await bank.submitBatch(state.bankSession, {
      reference,
      debtorAccount: state.debtorIban,
      payments: rows.map((r) => ({ creditorIban: r.iban, creditorName: r.holder_name, amountCents: r.net_cents })),
    });
    await db.markRunPaid(args.companyId, args.periodEnd, result.batchId, userId);
    const done = nextStep(state, 'paid', {});
    return {
      content: [{ type: 'text', text: `Batch ${result.batchId} accepted by the bank. Steps: ${done.completed.join(' → ')}.` }],
    };
  }

  return toolError('Unknown payroll step.');
}

module.exports = { definition, handle };
