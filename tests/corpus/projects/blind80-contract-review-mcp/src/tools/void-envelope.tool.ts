// Tool provider: voids a contract's outstanding e-signature envelope after explicit confirmation.
// @ts-nocheck
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { ContractsRepository, EsignClient } from '../contracts/contracts.service.js';
import { REQUEST_STATE_CODEC, bindingFor, matchesBinding, type BoundState } from '../state/request-state.js';
import { done, failed, type McpTool, type ToolInvocation } from '../mcp/mcp-server.factory.js';

const TOOL = 'void_envelope';

@Injectable()
export class VoidEnvelopeTool implements McpTool {
  readonly name = TOOL;
  readonly config = {
    title: 'Void signature envelope',
    description: 'Cancel an envelope that is out for signature. Signers can no longer sign it.',
    inputSchema: {
      contractId: z.string().uuid(),
      reason: z.string().min(5).max(200),
    },
    annotations: { destructiveHint: true },
  };

  constructor(
    private readonly contracts: ContractsRepository,
    private readonly esign: EsignClient,
    @Inject(REQUEST_STATE_CODEC) private readonly codec,
  ) {}

  private async eligible(contractId: string, userId: string) {
    const contract = await this.contracts.getForUser(contractId, userId);
    return contract?.envelopeId && contract.status === 'out_for_signature' ? contract : null;
  }

  async execute({ args, ctx, userId }: ToolInvocation) {
    const state = await ctx.mcpReq.requestState<BoundState>();

    if (!state) {
      const contract = await this.eligible(args.contractId, userId);
      if (!contract) return failed('No envelope out for signature on that contract.');
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Void the signature envelope for "${contract.title}" with ${contract.counterparty}? Reason: ${args.reason}`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Void envelope' } },
              required: ['confirm'],
            },
          }),
        },
        requestState: await this.codec.mint(bindingFor(TOOL, args), ctx),
      });
    }

    if (!matchesBinding(state, TOOL, args)) return failed('This confirmation was issued for a different request.');
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return done('Envelope left active.');

    const contract = await this.eligible(args.contractId, userId);
    if (!contract) return failed('The envelope is no longer out for signature.');
    await this.esign.voidEnvelope(contract.envelopeId, args.reason);
    await this.contracts.markVoided(contract.id, userId, args.reason);
    return done(`Envelope for "${contract.title}" voided.`);
  }
}
