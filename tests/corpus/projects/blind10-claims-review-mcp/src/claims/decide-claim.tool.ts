import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Caller, McpTool, McpToolHandler, RoundTripParams, textResult } from '../mcp/mcp-tool.decorator';
import { digestArgs, InvalidRequestStateError, ReviewStateService } from '../state/review-state.service';
import { ClaimsRepository } from './claims.repository';

const TOOL_NAME = 'decide_claim';

const DecideArgs = z.object({
  claimId: z.string().uuid(),
  decision: z.enum(['approve', 'deny']),
  payoutCents: z.number().int().nonnegative(),
});

@Injectable()
@McpTool({
  name: TOOL_NAME,
  description: 'Approve or deny an open claim assigned to you. Asks for confirmation before writing.',
  inputSchema: {
    type: 'object',
    properties: {
      claimId: { type: 'string', format: 'uuid' },
      decision: { type: 'string', enum: ['approve', 'deny'] },
      payoutCents: { type: 'integer', minimum: 0 },
    },
    required: ['claimId', 'decision', 'payoutCents'],
  },
  annotations: { destructiveHint: true },
})
export class DecideClaimTool implements McpToolHandler {
  constructor(private readonly claims: ClaimsRepository, private readonly state: ReviewStateService) {}

  async handle(params: RoundTripParams, caller: Caller) {
    const args = DecideArgs.parse(params.arguments ?? {});
    const principal = { userId: caller.userId, tool: TOOL_NAME };

    if (params.requestState === undefined) {
      const claim = await this.claims.findById(args.claimId);
      if (!claim || claim.assignedAdjusterId !== caller.userId) {
        return textResult(`Claim ${args.claimId} is not assigned to you.`, true);
      }
      if (claim.status !== 'OPEN') {
        return textResult(`Claim ${claim.id} is already ${claim.status.toLowerCase()}.`, true);
      }
      const requestState = await this.state.issue(
        { claimId: claim.id, claimVersion: claim.version, argsDigest: digestArgs(TOOL_NAME, args) },
        principal,
      );
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `${args.decision === 'approve' ? 'Approve' : 'Deny'} claim on policy ${claim.policyNumber} with payout ${(args.payoutCents / 100).toFixed(2)}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Confirm decision' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState,
      };
    }

    let saved;
    try {
      saved = await this.state.open(params.requestState, principal);
    } catch (err) {
      if (err instanceof InvalidRequestStateError) {
        return textResult(err.message, true);
      }
      throw err;
    }
    if (saved.claimId !== args.claimId || saved.argsDigest !== digestArgs(TOOL_NAME, args)) {
      return textResult('The arguments changed since you confirmed; start again.', true);
    }

    const answer = params.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
      return textResult('No decision recorded.');
    }

    const written = await this.claims.recordDecision(
      saved.claimId,
      args.decision,
      args.payoutCents,
      caller.userId,
      saved.claimVersion,
    );
    return written
      ? textResult(`Claim ${saved.claimId} ${args.decision === 'approve' ? 'approved' : 'denied'}.`)
      : textResult('The claim changed while you were reviewing it; nothing was written.', true);
  }
}
