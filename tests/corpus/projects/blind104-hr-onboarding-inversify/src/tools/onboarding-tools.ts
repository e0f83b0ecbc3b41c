// Onboarding tools: collect a new starter's details over several rounds and provision their accounts.
// @ts-nocheck
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { TYPES, type ToolModule } from '../ioc/types';
import type { Settings } from '../config/settings';
import { HrisClient } from '../services/hris-client';
import { matchesCall, mintBound, principalOf } from '../mcp/state-binding';

const PROVISIONABLE = ['google-workspace', 'slack', 'github', 'jira', 'vpn'] as const;

const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) });

@injectable()
export class OnboardingTools implements ToolModule {
  constructor(
    @inject(TYPES.HrisClient) private readonly hris: HrisClient,
    @inject(TYPES.Settings) private readonly settings: Settings,
  ) {}

  register(server, codec): void {
    server.registerTool(
      'start_onboarding',
      {
        description: 'Start onboarding a candidate who accepted an offer: collects personal details, then equipment',
        inputSchema: z.object({ candidateId: z.string().min(1) }),
      },
      async (args, ctx) => this.startOnboarding(args, ctx, codec),
    );

    server.registerTool(
      'provision_accounts',
      {
        description: 'Create accounts for a new employee in the selected systems',
        inputSchema: z.object({
          employeeId: z.string().min(1),
          systems: z.array(z.enum(PROVISIONABLE)).min(1),
        }),
        annotations: { destructiveHint: true },
      },
      async (args, ctx) => this.provision(args, ctx, codec),
    );
  }

  private async startOnboarding(args, ctx, codec) {
    const tool = 'start_onboarding';
    const userId = principalOf(ctx);
    const state = await ctx.mcpReq.requestState();

    if (!state) {
      const candidate = await this.hris.getCandidate(args.candidateId);
      if (!candidate || candidate.offerStatus !== 'accepted') {
        return text(`Candidate ${args.candidateId} has no accepted offer.`, true);
      }
      return inputRequired({
        inputRequests: {
          personal: inputRequired.elicit({
            message: `Personal details for ${candidate.fullName} (starting ${candidate.startDate})`,
            requestedSchema: {
              type: 'object',
              properties: {
                legalName: { type: 'string', title: 'Legal name' },
                preferredName: { type: 'string', title: 'Preferred name' },
                personalEmail: { type: 'string', format: 'email', title: 'Personal email' },
                dateOfBirth: { type: 'string', format: 'date', title: 'Date of birth' },
              },
              required: ['legalName', 'personalEmail', 'dateOfBirth'],
            },
          }),
        },
        requestState: await mintBound(codec, ctx, tool, args, { stage: 'personal', apiVersion: this.settings.hrisApiVersion }),
      });
    }

    if (!matchesCall(state, ctx, tool, args)) {
      return text('This onboarding step does not belong to this request; start again.', true);
    }

    if (state.stage === 'personal') {
      const personal = acceptedContent(ctx.mcpReq.inputResponses, 'personal');
      if (!personal) return text('Onboarding cancelled.');
      const { draftId } = await this.hris.createOnboardingDraft(args.candidateId, personal, userId);
      return inputRequired({
        inputRequests: {
          equipment: inputRequired.elicit({
            message: 'Choose equipment for the new starter',
            requestedSchema: {
              type: 'object',
              properties: {
                laptop: { type: 'string', enum: ['macbook-pro-14', 'thinkpad-x1', 'dell-xps-13'], title: 'Laptop' },
                monitor: { type: 'boolean', title: 'External monitor' },
              },
              required: ['laptop'],
            },
          }),
        },
        requestState: await mintBound(codec, ctx, tool, args, { stage: 'equipment', draftId, apiVersion: this.settings.hrisApiVersion }),
      });
    }

    if (state.stage === 'equipment') {
      const draft = await this.hris.getDraft(state.draftId);
      if (!draft || draft.candidateId !== args.candidateId || draft.createdBy !== userId || draft.status !== 'open') {
        return text('The onboarding draft is no longer available.', true);
      }
      const equipment = acceptedContent(ctx.mcpReq.inputResponses, 'equipment');
      if (!equipment) return text('Draft saved; equipment not chosen yet.');
      const { employeeId } = await this.hris.completeDraft(state.draftId, equipment);
      return text(`Onboarding complete. Employee id ${employeeId}.`);
    }

    return text('Unknown onboarding stage.', true);
  }

  private async provision(args, ctx, codec) {
    const tool = 'provision_accounts';
    const userId = principalOf(ctx);
    const state = await ctx.mcpReq.requestState();

    if (!state) {
      const employee = await this.hris.getEmployee(args.employeeId);
      if (!employee) return text(`Employee ${args.employeeId} not found.`, true);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Create ${args.systems.join(', ')} accounts for ${employee.fullName}?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Create accounts' } },
              required: ['confirm'],
            },
          }),
        },
        requestState: await mintBound(codec, ctx, tool, args, { employeeId: args.employeeId }),
      });
    }

    if (!matchesCall(state, ctx, tool, args)) {
      return text('Confirmation does not match these accounts; ask again.', true);
    }
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return text('No accounts were created.');
    const { jobId } = await this.hris.provisionAccounts(args.employeeId, args.systems, userId);
    return text(`Provisioning job ${jobId} started; the employee receives activation links by email.`);
  }
}
