import { z, type ZodTypeAny } from 'zod';
import type { Caller, Env } from './env';
import { digestArgs } from './crypto';
import { mint, open } from './state';

export interface Ctx {
  env: Env;
  caller: Caller;
  tool: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  requestState?: string;
}

type Resolver<I> = (opts: { input: I; ctx: Ctx }) => Promise<unknown>;

interface Procedure {
  kind: 'query' | 'mutation';
  schema: ZodTypeAny;
  description: string;
  resolve: Resolver<any>;
}

// a very small tRPC-flavoured builder; procedures become MCP tools
const procedure = {
  describe(description: string) {
    return {
      input<S extends ZodTypeAny>(schema: S) {
        return {
          query: (resolve: Resolver<z.infer<S>>): Procedure => ({ kind: 'query', schema, description, resolve }),
          mutation: (resolve: Resolver<z.infer<S>>): Procedure => ({ kind: 'mutation', schema, description, resolve }),
        };
      },
    };
  },
};

const router = <T extends Record<string, Procedure>>(routes: T) => routes;

const ask = (message: string, properties: Record<string, unknown>) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
});

const reply = (text: string, isError = false) => ({ content: [{ type: 'text', text }], isError });

async function pipeline(env: Env, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('x-registry-token', init.token);
  const res = await fetch(`${env.PIPELINE_API}${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`pipeline ${path}: ${res.status}`);
  return res.json<Record<string, any>>();
}

const deployInput = z.object({
  service: z.string().regex(/^[a-z0-9-]+$/),
  ref: z.string().min(1),
  environment: z.enum(['staging', 'production']),
});

export const appRouter = router({
  deploy_service: procedure
    .describe('Deploy a git ref of a service you own to staging or production.')
    .input(deployInput)
    .mutation(async ({ input, ctx }) => {
      const { env, caller, tool } = ctx;
      const argsDigest = await digestArgs(input);

      if (!ctx.requestState) {
        const owners = await pipeline(env, `/services/${input.service}/owners`);
        if (!caller.teams.some((t) => (owners.teams as string[]).includes(t))) return reply('Not an owner of this service.', true);
        return {
          resultType: 'input_required',
          inputRequests: { registry: ask('Paste a registry push token for this deploy.', { registryToken: { type: 'string' } }) },
          requestState: await mint(env, { sub: caller.userId, tool, args: argsDigest, stage: 'credentials', service: input.service }),
        };
      }

      const state = await open(env, ctx.requestState); // expect: require-state-binding
      if (!state || state.sub !== caller.userId || state.tool !== tool || state.args !== argsDigest) {
        return reply('Deploy session expired, start again.', true);
      }

      if (state.stage === 'credentials') {
        const registryToken = String(ctx.inputResponses?.registry?.content?.registryToken ?? '');
        if (!registryToken) return reply('No registry token given.', true);
        return {
          resultType: 'input_required',
          inputRequests: { confirm: ask(`Deploy ${input.service}@${input.ref} to ${input.environment}?`, { go: { type: 'boolean' } }) },
          requestState: await mint(env, {
            sub: caller.userId,
            tool,
            args: argsDigest,
            stage: 'confirm',
            service: input.service,
            registryToken, // expect: no-secrets-in-state
          }),
        };
      }

      if (ctx.inputResponses?.confirm?.content?.go !== true) return reply('Deploy cancelled.');
      const run = await pipeline(env, `/services/${input.service}/deployments`, {
        method: 'POST',
        token: state.registryToken,
        body: JSON.stringify({ ref: input.ref, environment: input.environment, requestedBy: caller.userId }),
      });
      return reply(`Deployment ${run.id} started: ${run.url}`);
    }),

  pipeline_status: procedure
    .describe('Show the latest pipeline runs of a service.')
    .input(z.object({ service: z.string(), limit: z.number().int().min(1).max(20).default(5) }))
    .query(async ({ input, ctx }) => {
      const runs = await pipeline(ctx.env, `/services/${input.service}/runs?limit=${input.limit}`);
      return reply((runs.items as any[]).map((r) => `${r.id} ${r.status} ${r.ref}`).join('\n'));
    }),
});

export type AppRouter = typeof appRouter;
