import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import * as hris from '../../services/hris.js';
import { businessDaysBetween, displayName, fail, text, userIdOf } from '../../lib/utils.js';
import { issueStateToken, peekState, readStateToken } from '../stateTokens.js';

const TOOL = 'approve_timeoff';

export function registerTimeoffTools(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Approve or reject a pending time-off request from one of your reports.',
      inputSchema: z.object({ requestId: z.string().uuid() }),
    },
    async ({ requestId }, ctx) => {
      const userId = userIdOf(ctx);
      const raw = ctx.mcpReq.requestState();

      if (raw === undefined) {
        const request = await hris.timeoffRequest(requestId);
        if (!request || request.manager_id !== userId) return fail('That request is not waiting on you.');
        if (request.status !== 'pending') return fail(`That request is already ${request.status}.`);
        const lock = await hris.lockRequest(requestId, userId);
        if (!lock) return fail('Someone else is deciding on this request right now.');

        const who = displayName(await hris.employee(request.employee_id));
        const days = businessDaysBetween(request.starts_on, request.ends_on);
        return inputRequired({
          inputRequests: {
            decision: inputRequired.elicit({
              message: `${who} asks for ${days} day(s) off, ${request.starts_on} to ${request.ends_on}.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  decision: { type: 'string', enum: ['approve', 'reject'] },
                  note: { type: 'string', maxLength: 500 },
                },
                required: ['decision'],
              },
            }),
          },
          requestState: issueStateToken({ requestId, lockId: lock.id }, { userId, tool: TOOL }),
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'decision');
      if (!answer) {
        // Dialog dismissed: hand the lock back right away instead of making the delegate wait ten minutes.
        const { lockId } = peekState(raw); // expect: require-sealed-state
        if (lockId) await hris.releaseLock(lockId);
        return text('Left the request pending.');
      }

      let claims;
      try {
        claims = readStateToken(raw, { userId, tool: TOOL });
      } catch {
        return fail('This decision form has expired. Ask again to reopen it.');
      }
      if (claims.requestId !== requestId) return fail('This decision was for another request.');

      await hris.decide(requestId, answer.decision, userId, answer.note);
      await hris.releaseLock(claims.lockId);
      return text(answer.decision === 'approve' ? 'Approved.' : 'Rejected.');
    },
  );
}
