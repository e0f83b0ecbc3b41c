// Registers the request_leave tool, which asks for dates and an approver and files leave in Workday.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { hrStateCodec, type LeaveState } from '../state/codec.js';
import { exchangeForWorkday, workday } from '../workday.js';
import { caller, refuse, reply, type HrDeps } from './context.js';

type Approver = { id: string; name: string };

export default function registerRequestLeave(server: McpServer, deps: HrDeps) {
  server.registerTool(
    'request_leave',
    {
      description: 'File a leave request in Workday. Asks for the dates and the approver.',
      inputSchema: z.object({ leaveType: z.enum(['vacation', 'sick', 'parental', 'unpaid']) }),
    },
    async ({ leaveType }, ctx) => {
      const who = caller(ctx);
      if (!who) return refuse('request_leave needs a signed-in employee.');
      const state = ctx.mcpReq.requestState<LeaveState>();

      if (!state) {
        // Token exchange is the slow part (~800 ms); do it once and carry the result to the next rounds.
        const workdayToken = await exchangeForWorkday(deps.workday, who.accessToken);
        return inputRequired({
          inputRequests: {
            dates: inputRequired.elicit({
              message: `Which days do you want off (${leaveType})?`,
              requestedSchema: {
                type: 'object',
                properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } },
                required: ['start', 'end'],
              },
            }),
          },
          requestState: await hrStateCodec.mint({ kind: 'leave', step: 'dates', leaveType, workdayToken }, ctx), // expect: no-secrets-in-state
        });
      }

      if (state.kind !== 'leave') return refuse('That answer belongs to a different request.');

      if (state.step === 'dates') {
        const dates = acceptedContent<{ start: string; end: string }>(ctx.mcpReq.inputResponses, 'dates');
        if (!dates) return reply('Leave request cancelled.');
        if (dates.end < dates.start) return refuse('The end date is before the start date.');
        const approvers = await workday<Approver[]>(deps.workday, state.workdayToken, '/workers/me/approvers');
        return inputRequired({
          inputRequests: {
            approver: inputRequired.elicit({
              message: 'Who should approve it?',
              requestedSchema: {
                type: 'object',
                properties: { approverId: { type: 'string', oneOf: approvers.map((a) => ({ const: a.id, title: a.name })) } },
                required: ['approverId'],
              },
            }),
          },
          requestState: await hrStateCodec.mint({ ...state, step: 'approver', start: dates.start, end: dates.end }, ctx),
        });
      }

      const pick = acceptedContent<{ approverId: string }>(ctx.mcpReq.inputResponses, 'approver');
      if (!pick) return reply('Leave request cancelled.');
      const filed = await workday<{ id: string }>(deps.workday, state.workdayToken, '/workers/me/leave', {
        method: 'POST',
        body: JSON.stringify({ type: state.leaveType, start: state.start, end: state.end, approver: pick.approverId }),
      });
      return reply(`Leave request ${filed.id} filed for ${state.start} to ${state.end}.`);
    },
  );
}
