import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import type { Deployer, RolloutEvent } from '../services/deployer.js';
import type { RegistryClient } from '../services/registry.js';
import type { DeployStateService } from '../state/deploy-state.service.js';

export interface GqlContext {
  userId: string;
  deployState: DeployStateService;
  registry: RegistryClient;
  deployer: Deployer;
}

export interface Step {
  done: boolean;
  message: string;
  state?: string | null;
}

const typeDefs = /* GraphQL */ `
  type Step {
    done: Boolean!
    message: String!
    state: String
  }

  type Revision {
    number: Int!
    image: String!
    deployedAt: String!
  }

  type Query {
    revisions(service: String!): [Revision!]!
  }

  type Mutation {
    beginDeploy(service: String!, image: String!): Step!
    finishDeploy(state: String!, approved: Boolean!): Step!
    beginRollback(service: String!, toRevision: Int!): Step!
    finishRollback(service: String!, state: String!, approved: Boolean!): Step!
    advanceCanary(service: String!, state: String, proceed: Boolean): Step!
  }
`;

const CANARY_TTL_MS = 5 * 60_000;

const collect = async (events: AsyncIterable<RolloutEvent>): Promise<Step> => {
  const lines: string[] = [];
  let last: RolloutEvent | undefined;
  for await (const event of events) {
    lines.push(`[${event.phase}] ${event.detail}`);
    last = event;
  }
  return { done: true, message: lines.join('\n') + (last?.phase === 'ready' ? '\nDeploy finished.' : '\nDeploy did not finish.') };
};

const resolvers = {
  Query: {
    revisions: (_: unknown, { service }: { service: string }, ctx: GqlContext) => ctx.deployer.revisions(service),
  },

  Mutation: {
    beginDeploy: async (_: unknown, { service, image }: { service: string; image: string }, ctx: GqlContext): Promise<Step> => {
      // Robot tokens are rate limited by the registry: resolve once and reuse on the approval round.
      const registryAuth = await ctx.registry.resolveAuth(image);
      const digest = await ctx.registry.digestOf(image, registryAuth);
      return {
        done: false,
        message: `Deploy ${image} (${digest.slice(0, 19)}) to ${service}?`,
        state: ctx.deployState.mintApproval({
          tool: 'deploy_service',
          userId: ctx.userId,
          service,
          image: `${image.split(':')[0]}@${digest}`,
          registryAuth, // expect-todo: no-secrets-in-state
        }),
      };
    },

    finishDeploy: async (_: unknown, { state, approved }: { state: string; approved: boolean }, ctx: GqlContext): Promise<Step> => {
      const approval = ctx.deployState.openApproval(ctx, state, ctx.userId);
      if (!approved) return { done: true, message: `Deploy of ${approval.service} cancelled.` };
      return collect(ctx.deployer.rollout(approval.service, approval.image, approval.registryAuth, ctx.userId));
    },

    beginRollback: async (_: unknown, { service, toRevision }: { service: string; toRevision: number }, ctx: GqlContext): Promise<Step> => {
      const revisions = await ctx.deployer.revisions(service);
      const target = revisions.find((r) => r.number === toRevision);
      if (!target) throw new GraphQLError(`${service} has no revision ${toRevision}`);
      return {
        done: false,
        message: `Roll ${service} back to revision ${toRevision} (${target.image}, deployed ${target.deployedAt})?`,
        state: ctx.deployState.mintRollback({ tool: 'rollback_service', service, toRevision }), // expect-todo: require-state-binding
      };
    },

    finishRollback: async (
      _: unknown,
      { service, state, approved }: { service: string; state: string; approved: boolean },
      ctx: GqlContext,
    ): Promise<Step> => {
      const confirmation = ctx.deployState.openRollback(ctx, state, service);
      if (!approved) return { done: true, message: 'Rollback cancelled.' };
      const { revision } = await ctx.deployer.rollback(confirmation.service, confirmation.toRevision, ctx.userId);
      return { done: true, message: `${service} is now on revision ${revision}.` };
    },

    advanceCanary: async (
      _: unknown,
      { service, state, proceed }: { service: string; state?: string | null; proceed?: boolean | null },
      ctx: GqlContext,
    ): Promise<Step> => {
      const cipher = ctx.deployState.progress;
      if (!state) {
        const canary = await ctx.deployer.currentCanary(service);
        return {
          done: false,
          message: `Canary for ${service} takes ${canary.weight}% of traffic. Double it?`,
          state: cipher.seal({ userId: ctx.userId, tool: 'promote_canary', service, canaryId: canary.id, weight: canary.weight, exp: Date.now() + CANARY_TTL_MS }),
        };
      }

      const progress = cipher.open(state);
      if (progress.userId !== ctx.userId || progress.service !== service || progress.exp <= Date.now()) {
        throw new GraphQLError('Canary state is stale or belongs to someone else.');
      }
      if (!proceed) return { done: true, message: `Canary left at ${progress.weight}%.` };

      const weight = Math.min(100, Math.max(progress.weight * 2, 5));
      await ctx.deployer.setCanaryWeight(progress.canaryId, weight, ctx.userId);
      if (weight === 100) return { done: true, message: `Canary for ${service} promoted to 100%.` };
      return {
        done: false,
        message: `Canary for ${service} now takes ${weight}%. Double it again?`,
        state: cipher.seal({ ...progress, weight, exp: Date.now() + CANARY_TTL_MS }),
      };
    },
  },
};

export const schema = makeExecutableSchema<GqlContext>({ typeDefs, resolvers });
