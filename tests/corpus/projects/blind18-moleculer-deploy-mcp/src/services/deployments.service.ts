import jwt from 'jsonwebtoken';
import { Errors, type Context, type ServiceSchema } from 'moleculer';
import { createRequestStateMixin, type StateClaims } from '../mixins/request-state.mixin.js';
import { githubApi, stateSecret } from '../secrets.js';

export interface CallerMeta {
  user: { id: string; teams: string[] };
  githubToken: string;
}

interface RolloutClaims extends StateClaims {
  tool: 'rollout';
  service: string;
  ref: string;
  sha: string;
  environment: string;
  ghToken: string;
}

interface RollbackClaims extends StateClaims {
  tool: 'rollback';
  service: string;
  environment: string;
  toRevision: number;
}

const badState = () => new Errors.MoleculerClientError('Invalid or expired confirmation', 400, 'BAD_STATE');

const DeploymentsService: ServiceSchema = {
  name: 'deployments',
  mixins: [createRequestStateMixin({ secret: stateSecret, ttl: '5m' })],

  settings: {
    deployerUrl: process.env.DEPLOYER_URL ?? 'http://deployer.internal:8080',
    org: process.env.GITHUB_ORG ?? 'acme',
  },

  actions: {
    prepareRollout: {
      params: {
        service: 'string',
        ref: 'string',
        environment: { type: 'enum', values: ['staging', 'production'] },
      },
      async handler(this: any, ctx: Context<{ service: string; ref: string; environment: string }, CallerMeta>) {
        const { service, ref, environment } = ctx.params;
        const sha: string = await this.resolveRef(service, ref, ctx.meta.githubToken);
        const state: string = this.signState({
          sub: ctx.meta.user.id,
          tool: 'rollout',
          service,
          ref,
          sha,
          environment,
          ghToken: ctx.meta.githubToken, // expect-todo: no-secrets-in-state
        });
        return { summary: `Deploy ${service}@${sha.slice(0, 7)} (${ref}) to ${environment}`, state };
      },
    },

    rollout: {
      params: { service: 'string', environment: 'string', requestState: 'string' },
      async handler(this: any, ctx: Context<{ service: string; environment: string; requestState: string }, CallerMeta>) {
        let claims: RolloutClaims;
        try {
          claims = this.verifyState(ctx.params.requestState);
        } catch {
          throw badState();
        }
        if (
          claims.tool !== 'rollout' ||
          claims.sub !== ctx.meta.user.id ||
          claims.service !== ctx.params.service ||
          claims.environment !== ctx.params.environment
        ) {
          throw badState();
        }
        // The commit may have been force-pushed away since the user confirmed.
        await this.resolveRef(claims.service, claims.sha, claims.ghToken);
        return this.deployer('/rollouts', {
          service: claims.service,
          environment: claims.environment,
          sha: claims.sha,
          requestedBy: claims.sub,
        });
      },
    },

    prepareRollback: {
      params: { service: 'string', environment: 'string', toRevision: 'number|integer|positive' },
      async handler(this: any, ctx: Context<{ service: string; environment: string; toRevision: number }, CallerMeta>) {
        const { service, environment, toRevision } = ctx.params;
        const state: string = this.signState({ sub: ctx.meta.user.id, tool: 'rollback', service, environment, toRevision });
        return { summary: `Roll ${service} in ${environment} back to revision ${toRevision}`, state };
      },
    },

    rollback: {
      params: { requestState: 'string' },
      async handler(this: any, ctx: Context<{ requestState: string }, CallerMeta>) {
        // Rollbacks happen during incidents: don't make on-call start over
        // because the confirmation sat in a pager app past its expiry.
        const claims = jwt.decode(ctx.params.requestState) as RollbackClaims | null; // expect: require-sealed-state
        if (!claims || claims.tool !== 'rollback' || claims.sub !== ctx.meta.user.id) throw badState();
        return this.deployer('/rollbacks', {
          service: claims.service,
          environment: claims.environment,
          revision: claims.toRevision,
          requestedBy: claims.sub,
        });
      },
    },

    scale: {
      params: { service: 'string', environment: 'string', replicas: 'number|integer|min:0|max:50' },
      async handler(this: any, ctx: Context<{ service: string; environment: string; replicas: number }, CallerMeta>) {
        return this.deployer('/scale', { ...ctx.params, requestedBy: ctx.meta.user.id });
      },
    },

    currentReplicas: {
      params: { service: 'string', environment: 'string' },
      async handler(this: any, ctx: Context<{ service: string; environment: string }>) {
        const res = await fetch(`${this.settings.deployerUrl}/services/${ctx.params.service}/${ctx.params.environment}`);
        const body = (await res.json()) as { replicas: number };
        return body.replicas;
      },
    },

    createEnvironment: {
      visibility: 'public',
      params: { owner: 'string', team: 'string', name: 'string', region: 'string', size: 'string' },
      async handler(this: any, ctx: Context<Record<string, string>>) {
        return this.deployer('/environments', ctx.params);
      },
    },
  },

  methods: {
    async resolveRef(this: any, service: string, ref: string, token: string): Promise<string> {
      const res = await fetch(`${githubApi}/repos/${this.settings.org}/${service}/commits/${encodeURIComponent(ref)}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
      });
      if (!res.ok) throw new Errors.MoleculerClientError(`Unknown ref ${ref} for ${service}`, 404, 'UNKNOWN_REF');
      return ((await res.json()) as { sha: string }).sha;
    },

    async deployer(this: any, path: string, body: unknown) {
      const res = await fetch(`${this.settings.deployerUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Errors.MoleculerServerError(`deployer ${path}: ${res.status}`, 502, 'DEPLOYER');
      return res.json();
    },
  },
};

export default DeploymentsService;
