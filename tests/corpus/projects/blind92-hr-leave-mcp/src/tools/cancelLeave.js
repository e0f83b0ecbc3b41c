// cancel_leave tool: cancels a booked leave request after the employee confirms; refused once payroll is locked.
import { z } from 'zod';
import { roundOf, answerTo, form, inputRequired, whoami } from '../mrtr.js';
import { text, fail, json } from '../fp.js';

const TOOL = 'cancel_leave';
const periodOf = (date) => date.slice(0, 7);

export const cancelLeave = ({ hris, redis, state: { issue, accept } }) => [TOOL, {
  description: 'Cancel one of your booked leave requests. Days go back to your balance.',
  inputSchema: { requestId: z.string().min(1), reason: z.string().min(3).max(200) },
  annotations: { destructiveHint: true },
}, async (args, extra) => {
  const { userId, employeeId } = whoami(extra);
  const { requestId, reason } = args;
  const { requestState, inputResponses } = roundOf(extra);
  const bound = { userId, tool: TOOL, args };

  const leave = await hris.leaveRequest(employeeId, requestId);
  if (!leave || !['pending', 'approved'].includes(leave.status)) return fail(`No cancellable leave request ${requestId}.`);
  if (await redis.exists(`payroll:locked:${periodOf(leave.start)}`)) return fail('Payroll for that month is locked; ask HR to cancel.');

  if (!requestState) {
    return inputRequired(
      { confirm: form(`Cancel your ${leave.kind} leave ${leave.start} – ${leave.end} (${leave.days} day(s))?`, { confirm: { type: 'boolean', title: 'Cancel leave' } }) },
      await issue(bound)({ step: 'confirm', days: leave.days }),
    );
  }

  const st = await accept({ ...bound, once: true })(requestState);
  if (!st || st.step !== 'confirm') return fail('Invalid or expired requestState');
  const { confirm = false } = answerTo(inputResponses)('confirm') ?? {};
  if (!confirm) return text('Your leave stays booked.');
  await hris.cancelRequest(employeeId, requestId, reason);
  return json({ cancelled: requestId, daysReturned: st.days });
}];
