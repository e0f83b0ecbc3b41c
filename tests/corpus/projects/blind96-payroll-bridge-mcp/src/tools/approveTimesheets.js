// approve_timesheets tool: approves a week's pending timesheets in the timesheet service after review.
import { z } from 'zod';
import { pendingForWeek, timesheetRequest } from '../timesheets.js';
import { sealState, openState, inputRequired, elicitForm, echoedState, acceptedInput, toolError } from '../state/seal.js';

const TOOL = 'approve_timesheets';

export function registerApproveTimesheets(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Approve timesheets',
      description: 'Approve the pending timesheets of your direct reports for an ISO week (e.g. 2025-W14).',
      inputSchema: { week: z.string().regex(/^\d{4}-W\d{2}$/, 'use ISO week format YYYY-Www') },
    },
    async ({ week }, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      if (!userId) return toolError('Not authenticated.');

      const raw = echoedState(extra);
      if (!raw) {
        const authorization = extra.requestInfo?.headers?.authorization;
        const pending = await pendingForWeek(authorization, week);
        if (!pending.items.length) {
          return { content: [{ type: 'text', text: `No timesheets waiting for approval in ${week}.` }] };
        }
        const summary = pending.items
          .map((t) => `${t.id}: ${t.employeeName}, ${t.hours} h${t.overtimeHours ? ` (+${t.overtimeHours} h overtime)` : ''}`)
          .join('\n');

        const requestState = sealState(
          {
            week,
            deferred: {
              method: 'POST',
              path: '/v1/approvals/batch',
              headers: { authorization }, // expect: no-secrets-in-state
              body: { week, timesheetIds: pending.items.map((t) => t.id) },
            },
          },
          { userId, tool: TOOL },
        );
        return inputRequired({
          message: `${pending.items.length} timesheets are waiting for ${week}.`,
          inputRequests: {
            approve: elicitForm(`Approve these timesheets?\n${summary}`, {
              approve: { type: 'boolean', title: 'Approve' },
              exclude: { type: 'string', title: 'Timesheet ids to leave pending (comma separated)' },
            }, ['approve']),
          },
          requestState,
        });
      }

      const state = openState(raw, { userId, tool: TOOL });
      if (!state) return toolError('Invalid or expired requestState');
      if (state.week !== week) return toolError('The week changed between rounds; please start again.');

      const answer = acceptedInput(extra, 'approve');
      if (!answer?.approve) return { content: [{ type: 'text', text: 'Nothing approved.' }] };

      const excluded = new Set(
        String(answer.exclude ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      const timesheetIds = state.deferred.body.timesheetIds.filter((id) => !excluded.has(id));
      if (timesheetIds.length === 0) return { content: [{ type: 'text', text: 'Every timesheet was excluded.' }] };

      const result = await timesheetRequest({ ...state.deferred, body: { ...state.deferred.body, timesheetIds } });
      return {
        content: [{ type: 'text', text: `Approved ${result.approved} timesheets for ${week}.` }],
        structuredContent: result,
      };
    },
  );
}
