// preview_payslip: shows the draft payslip of an employee for a chosen period, optionally with line detail.
const db = require('../db');
const { sealState, openState } = require('../stateJwt');
const { incomingState, accepted, askForInput, form, nextStep, toolError } = require('../rounds');

const TOOL = 'preview_payslip';

const definition = {
  name: TOOL,
  description: 'Preview the draft payslip for an employee you manage (or yourself).',
  inputSchema: {
    type: 'object',
    properties: { employeeId: { type: 'string' } },
    required: ['employeeId'],
  },
  annotations: { readOnlyHint: true },
};

const seal = (state) => sealState(state, { tool: TOOL }); // expect-todo: require-state-binding
const money = (cents) => (Number(cents) / 100).toFixed(2);

async function handle(request, extra) {
  const args = request.params.arguments || {};
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) return toolError('Not signed in.');
  if (!(await db.canViewEmployee(userId, args.employeeId))) return toolError('Not allowed for this employee.');
  const raw = incomingState(request);

  if (!raw) {
    const periods = await db.payslipPeriods(args.employeeId);
    if (periods.length === 0) return toolError('No draft payslips yet.');
    return askForInput(
      'Choose a period.',
      { period: form('Which pay period?', { periodEnd: { type: 'string', enum: periods.map(String) } }) },
      seal(nextStep(null, 'period', { employeeId: args.employeeId, periods: periods.map(String) })),
    );
  }

  let state;
  try {
    state = await openState(raw, { tool: TOOL });
  } catch (err) {
    return toolError(`Session rejected: ${err.message}`);
  }

  if (state.step === 'period') {
    const answer = accepted(request, 'period');
    if (!answer || !state.periods.includes(answer.periodEnd)) return toolError('Choose one of the listed periods.');
    return askForInput(
      'Level of detail?',
      { detail: form('Include every payslip line?', { lines: { type: 'boolean', default: false } }) },
      seal(nextStep(state, 'detail', { periodEnd: answer.periodEnd })),
    );
  }

  if (state.step === 'detail') {
    const answer = accepted(request, 'detail') || { lines: false };
    const slip = await db.payslipDraft(state.employeeId, state.periodEnd);
    if (!slip) return toolError('The draft was removed.');
    const lines = answer.lines ? JSON.parse(slip.lines_json || '[]').map((l) => `  ${l.label}: ${money(l.cents)}`) : [];
    return {
      content: [
        {
          type: 'text',
          text: [
            `${slip.display_name} — period ending ${state.periodEnd}`,
            `Gross ${money(slip.gross_cents)}, tax ${money(slip.tax_cents)}, deductions ${money(slip.deductions_cents)}, net ${money(slip.net_cents)}`,
            ...lines,
          ].join('\n'),
        },
      ],
    };
  }

  return toolError('Unknown step.');
}

module.exports = { definition, handle };
