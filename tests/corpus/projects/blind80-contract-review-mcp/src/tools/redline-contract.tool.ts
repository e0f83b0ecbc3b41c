// Tool provider: proposes playbook redlines for a contract and applies the ones the reviewer accepts.
// @ts-nocheck
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { ContractsRepository } from '../contracts/contracts.service.js';
import { DraftStore } from '../storage/draft-store.js';
import { REQUEST_STATE_CODEC, bindingFor, matchesBinding, type BoundState } from '../state/request-state.js';
import { done, failed, type McpTool, type ToolInvocation } from '../mcp/mcp-server.factory.js';

const TOOL = 'redline_contract';

@Injectable()
export class RedlineContractTool implements McpTool {
  readonly name = TOOL;
  readonly config = {
    title: 'Redline contract',
    description: 'Compare a contract against the legal playbook and apply the redlines you accept.',
    inputSchema: { contractId: z.string().uuid() },
  };

  constructor(
    private readonly contracts: ContractsRepository,
    private readonly drafts: DraftStore,
    @Inject(REQUEST_STATE_CODEC) private readonly codec,
  ) {}

  async execute({ args, ctx, userId }: ToolInvocation) {
    const state = await ctx.mcpReq.requestState<BoundState>();

    if (!state) {
      const contract = await this.contracts.getForUser(args.contractId, userId);
      if (!contract) return failed('Contract not found.');
      const clauses = await this.contracts.clausesWithPlaybook(contract.id);
      const suggestions = clauses
        .filter((c) => c.preferred && c.preferred.trim() !== c.body.trim())
        .map((c) => ({ clauseId: c.clauseId, heading: c.heading, replacement: c.preferred }));
      if (suggestions.length === 0) return done('Every clause already matches the playbook.');

      const handle = await this.drafts.put(userId, { contractId: contract.id, suggestions });
      return inputRequired({
        inputRequests: {
          pick: inputRequired.elicit({
            message: `${suggestions.length} clause(s) in "${contract.title}" differ from the playbook. Which redlines should be applied?`,
            requestedSchema: {
              type: 'object',
              properties: Object.fromEntries(
                suggestions.map((s) => [s.clauseId, { type: 'boolean', title: s.heading, default: true }]),
              ),
            },
          }),
        },
        requestState: await this.codec.mint(bindingFor(TOOL, args, { draft: handle }), ctx),
      });
    }

    if (!matchesBinding(state, TOOL, args) || !state.draft) return failed('This redline session does not match the request.');
    const draft = await this.drafts.take(state.draft, userId);
    if (!draft || draft.contractId !== args.contractId) return failed('This redline session has expired. Run it again.');

    const picks = acceptedContent<Record<string, boolean>>(ctx.mcpReq.inputResponses, 'pick');
    if (!picks) return done('No redlines applied.');
    const changes = draft.suggestions.filter((s) => picks[s.clauseId] === true);
    if (changes.length === 0) return done('No redlines selected.');
    await this.contracts.applyRedlines(draft.contractId, userId, changes);
    return done(`Applied ${changes.length} redline(s); the contract is now in review.`);
  }
}
