// request_leave tool: files a leave request, asking the employee to name cover when teammates are already away.
import { z } from 'zod';
import { roundOf, answerTo, form, inputRequired, whoami } from '../mrtr.js';
import { days, text, fail, json } from '../fp.js';

const TOOL = 'request_leave';

export const requestLeave = ({ hris, state: { issue, accept } }) => [TOOL, {
  description: 'Request annual, sick or unpaid leave for a date range.',
  inputSchema: { start: z.string().date(), end: z.string().date(), kind: z.enum(['annual', 'sick', 'unpaid']), note: z.string().max(500).optional() },
}, async (args, extra) => {
  const { userId, employeeId } = whoami(extra);
  const { start, end, kind, note } = args;
  const { requestState, inputResponses } = roundOf(extra);
  const bound = { userId, tool: TOOL, args };
  if (Date.parse(end) < Date.parse(start)) return fail('The end date is before the start date.');

  const file = (cover = null) => hris.createRequest(employeeId, { start, end, kind, note, cover }).then(({ id, status }) => json({ id, status, days: days(args), cover }));

  if (requestState) {
    const st = await accept(bound)(requestState);
    if (!st) return fail('Invalid or expired requestState');
    const { coverId } = answerTo(inputResponses)('cover') ?? {};
    if (!coverId) return text('Leave request not filed.');
    if (!st.candidates.includes(coverId)) return fail('That colleague was not offered as cover.');
    return file(coverId);
  }

  if (kind !== 'sick' && (await hris.balance(employeeId, kind)) < days(args)) return fail(`Not enough ${kind} leave left for ${days(args)} day(s).`);
  const away = await hris.teamAbsences(employeeId, { start, end });
  if (!away.length) return file();
  const candidates = await hris.coverCandidates(employeeId, { start, end });
  if (!candidates.length) return file();
  return inputRequired(
    { cover: form(`${away.length} teammate(s) are also away then. Who covers for you?`, { coverId: { type: 'string', enum: candidates.map(({ id }) => id), enumNames: candidates.map(({ name }) => name) } }) },
    await issue(bound)({ step: 'cover', candidates: candidates.map(({ id }) => id) }),
  );
}];
