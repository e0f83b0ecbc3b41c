// Destructive tool: discards samples through the LIMS once a supervisor's approval code is entered.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { caller } from '../auth/accessTokens.js';
import { codecFor } from '../state/codecs.js';
import { labMember, markDiscarded, samplesInLab } from '../db.js';
import { commitDisposal, notifyUser, openDisposal } from '../lims.js';
import { issueApprovalCode, isValidApproval } from '../approvals.js';

const TOOL = 'discard_samples';

interface DiscardState {
  argsDigest: string;
  disposalId: string;
  supervisorId: string;
  limsSession: string;
}

const codec = codecFor<DiscardState>(TOOL);
const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

function digestArgs(args: { sampleIds: string[]; supervisorId: string; reason: string }): string {
  const canonical = JSON.stringify([[...args.sampleIds].sort(), args.supervisorId, args.reason]);
  return createHash('sha256').update(canonical).digest('hex');
}

export function registerDiscardSamples(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Discard samples. A supervisor receives an approval code that must be entered to finish.',
      inputSchema: z.object({
        sampleIds: z.array(z.string()).min(1).max(100),
        supervisorId: z.string(),
        reason: z.enum(['expired', 'contaminated', 'consent_withdrawn', 'study_closed']),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const me = caller(ctx);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const samples = await samplesInLab(me.labId, args.sampleIds);
        if (samples.length !== args.sampleIds.length) return refuse('Some samples are not in your lab.');
        const supervisor = await labMember(me.labId, args.supervisorId);
        if (!supervisor || supervisor.role !== 'supervisor') return refuse('Pick a supervisor from your lab.');

        const disposal = await openDisposal(args.sampleIds, me.userId);
        const code = issueApprovalCode(supervisor.user_id, args.sampleIds);
        await notifyUser(
          supervisor.user_id,
          'Sample disposal approval',
          `Approval code ${code} for disposal ${disposal.disposalId} (${args.sampleIds.length} samples, ${args.reason}).`,
        );

        const requestState = await codec.mint(
          {
            argsDigest: digestArgs(args),
            disposalId: disposal.disposalId,
            supervisorId: supervisor.user_id,
            limsSession: disposal.sessionToken, // expect: no-secrets-in-state
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            approval: inputRequired.elicit({
              message: `${supervisor.display_name} has been sent an approval code. Enter it to discard ${args.sampleIds.length} sample(s).`,
              requestedSchema: {
                type: 'object',
                properties: { code: { type: 'string', minLength: 8, maxLength: 8 } },
                required: ['code'],
              },
            }),
          },
          requestState,
        });
      }

      let state: DiscardState;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return refuse('Invalid or expired requestState.');
      }
      if (state.argsDigest !== digestArgs(args)) return refuse('Arguments changed since approval was requested.');

      const answer = acceptedContent<{ code: string }>(ctx.mcpReq.inputResponses, 'approval');
      if (!answer) return refuse('Disposal cancelled.');
      if (!isValidApproval(answer.code, state.supervisorId, args.sampleIds)) return refuse('Approval code is not valid.');

      await commitDisposal(state.disposalId, state.limsSession);
      await markDiscarded(args.sampleIds, me.userId, state.supervisorId, state.disposalId);
      return { content: [{ type: 'text', text: `Disposal ${state.disposalId} committed for ${args.sampleIds.length} sample(s).` }] };
    },
  );
}
