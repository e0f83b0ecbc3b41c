// Implements the enrich_lead tool, which asks the user to pick a company domain for a lead.
// @ts-nocheck
import { Injectable } from '../common/container';
import { CrmClient } from '../crm/crm-client';
import { StateSigner } from '../tokens/state-signer';
import { CrmTool, type Principal, type ToolOutcome } from './crm-tool';

type EnrichArgs = { leadId: string };
type EnrichClaims = { leadId: string; candidates: string[] };

@Injectable(CrmClient, StateSigner)
export class EnrichLeadTool extends CrmTool<EnrichArgs> {
  readonly name = 'enrich_lead';
  readonly description = "Fill in a lead's company domain, asking the user to pick from suggestions.";
  readonly inputSchema = {
    type: 'object',
    properties: { leadId: { type: 'string' } },
    required: ['leadId'],
  };

  constructor(private readonly crm: CrmClient, private readonly signer: StateSigner) {
    super();
  }

  protected async start(args: EnrichArgs, principal: Principal): Promise<ToolOutcome> {
    const candidates = await this.crm.suggestDomains(args.leadId);
    if (candidates.length === 0) return this.text('No domain suggestions for this lead.');
    const token = this.signer.sign<EnrichClaims>({ leadId: args.leadId, candidates }, principal.userId, this.name);
    return this.askForm(
      'pick_domain',
      'Which company domain belongs to this lead?',
      { domain: { type: 'string', enum: candidates } },
      token,
    );
  }

  protected async continue(
    args: EnrichArgs,
    state: string,
    responses: Record<string, any>,
    principal: Principal,
  ): Promise<ToolOutcome> {
    const claims = this.signer.verify<EnrichClaims>(state, principal.userId, this.name);
    if (!claims) return this.text('Invalid or expired requestState.', true);
    if (claims.leadId !== args.leadId) return this.text('State does not match this lead.', true);
    const picked = responses.pick_domain?.content?.domain;
    if (responses.pick_domain?.action !== 'accept' || !claims.candidates.includes(picked)) {
      return this.text('No domain chosen.');
    }
    await this.crm.setLeadDomain(claims.leadId, picked);
    return this.text(`Lead ${claims.leadId} now points at ${picked}.`);
  }
}
