// adjust_timesheet: a manager picks one timesheet entry of an employee and corrects its minutes.
const jwt = require('jsonwebtoken');
const db = require('../db');
const { sealState, openState } = require('../stateJwt');
const { incomingState, accepted, askForInput, form, nextStep, toolError } = require('../rounds');

const TOOL = 'adjust_timesheet';

const definition = {
  name: TOOL,
  description: "Correct the minutes on one of an employee's timesheet entries for a pay period.",
  inputSchema: {
    type: 'object',
    properties: {
      employeeId: { type: 'string' },
      periodEnd: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    },
    required: ['employeeId', 'periodEnd'],
  },
};

async function handle(request, extra) {
  const args = request.params.arguments || {};
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) return toolError('Not signed in.');
  const raw = incomingState(request);

  if (!raw) {
    if (!(await db.canViewEmployee(userId, args.employeeId))) return toolError('You cannot edit this employee.');
    const entries = await db.timesheetEntries(args.employeeId, args.periodEnd);
    if (entries.length === 0) return toolError('No entries for that period.');
    const state = nextStep(null, 'pick-entry', {
      employeeId: args.employeeId,
      periodEnd: args.periodEnd,
      entryIds: entries.map((e) => e.id),
    });
    return askForInput(
      'Choose the entry to correct.',
      {
        entry: form('Which entry?', {
          entryId: {
            type: 'string',
            enum: entries.map((e) => String(e.id)),
            enumNames: entries.map((e) => `${e.work_date} ${e.project_code} ${e.minutes} min`),
          },
        }),
      },
      sealState(state, { tool: TOOL, userId }),
    );
  }

  const peek = jwt.decode(raw); // expect: require-sealed-state
  if (!peek || !peek.st) return toolError('Unreadable session.');

  if (peek.st.step === 'pick-entry') {
    const answer = accepted(request, 'entry');
    if (!answer || !peek.st.entryIds.map(String).includes(answer.entryId)) return toolError('Pick one of the listed entries.');
    const entries = await db.timesheetEntries(peek.st.employeeId, peek.st.periodEnd);
    const entry = entries.find((e) => String(e.id) === answer.entryId);
    if (!entry) return toolError('That entry no longer exists.');
    const next = nextStep(peek.st, 'minutes', { entryId: entry.id, oldMinutes: entry.minutes });
    return askForInput(
      'Enter the corrected minutes.',
      {
        minutes: form(`${entry.work_date} ${entry.project_code}: currently ${entry.minutes} minutes. New value?`, {
          minutes: { type: 'integer', minimum: 0, maximum: 1440 },
        }),
      },
      sealState(next, { tool: TOOL, userId }),
    );
  }

  let state;
  try {
    state = await openState(raw, { tool: TOOL, userId });
  } catch (err) {
    return toolError(`Session rejected: ${err.message}`);
  }
  if (state.step !== 'minutes') return toolError('Wrong step for this session.');
  const answer = accepted(request, 'minutes');
  if (!answer) return { content: [{ type: 'text', text: 'No change made.' }] };
  const changed = await db.updateEntryMinutes(state.entryId, state.employeeId, answer.minutes, userId);
  if (changed !== 1) return toolError('The entry could not be updated.');
  return {
    content: [{ type: 'text', text: `Entry ${state.entryId}: ${state.oldMinutes} → ${answer.minutes} minutes (${[...state.completed, 'saved'].join(', ')}).` }],
  };
}

module.exports = { definition, handle };
