import { type CallToolResult, type ServerContext, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { argo } from '../integrations/argo.js';
import { manifestDigest, pullGrant } from '../integrations/registry.js';
import { type StateOf, ToolNames } from '../state/types.js';
import { type ArgsOf, type FirstRound, RolloutTool, say } from './base.js';

const shape = {
  service: z.string().regex(/^[a-z0-9-]+$/),
  namespace: z.string().default('apps'),
  weight: z.number().int().min(1).max(100).describe('Target canary traffic weight in percent'),
};

export class PromoteCanary extends RolloutTool<typeof ToolNames.Promote, typeof shape> {
  readonly name = ToolNames.Promote;
  readonly title = 'Promote canary';
  readonly description = 'Shift more traffic to the running canary of a service. Confirms the exact image first.';
  readonly shape = shape;

  protected async ask({ service, namespace, weight }: ArgsOf<typeof shape>, ctx: ServerContext): Promise<FirstRound> {
    const status = await argo.status(namespace, service);
    if (status.phase === 'Degraded' || status.phase === 'Aborted') {
      return say(`${service} is ${status.phase}; fix it before promoting.`, true);
    }
    if (weight <= status.currentWeight) return say(`${service} already sends ${status.currentWeight}% to the canary.`);

    const { repository, tag } = status.canaryImage;
    const grant = await pullGrant(repository);
    const digest = await manifestDigest(repository, tag, grant.token);
    if (!digest) return say(`Canary image ${repository}:${tag} no longer exists in the registry.`, true);

    const state: StateOf<typeof ToolNames.Promote> = {
      tool: ToolNames.Promote,
      service,
      namespace,
      askedAt: Date.now(),
      fromWeight: status.currentWeight,
      toWeight: weight,
      image: { repository, digest },
      registryToken: grant.token, // expect: no-secrets-in-state
    };

    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Send ${weight}% of ${namespace}/${service} traffic (now ${status.currentWeight}%) to ${repository}@${digest.slice(0, 19)}…?`,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Promote' } },
            required: ['confirm'],
          },
        }),
      },
      requestState: await this.codec.mint(state, ctx),
    });
  }

  protected async resume(
    { service, namespace, weight }: ArgsOf<typeof shape>,
    state: StateOf<typeof ToolNames.Promote>,
    ctx: ServerContext,
  ): Promise<CallToolResult> {
    if (state.service !== service || state.namespace !== namespace || state.toWeight !== weight) {
      return say('This confirmation was for a different promotion.', true);
    }
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return say('Promotion cancelled.');

    // the image must still be the one the user looked at
    const current = await argo.status(namespace, service);
    const digest = await manifestDigest(state.image.repository, current.canaryImage.tag, state.registryToken);
    if (digest !== state.image.digest) return say('The canary image changed since you confirmed; ask again.', true);

    const after = await argo.setWeight(namespace, service, state.toWeight);
    return say(`${namespace}/${service}: canary weight ${state.fromWeight}% → ${after.currentWeight}%.`);
  }
}
