import type { Server } from 'node:http';
import type { ServiceBroker, ServiceSchema } from 'moleculer';
import {
  McpServer,
  acceptedContent,
  createMcpHandler,
  inputRequired,
  requireBearerAuth,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import { githubApi } from '../secrets.js';
import { scaleCodec, type ScaleState } from '../state/codec.js';
import { EnvironmentWizard } from '../state/wizard.js';
import { serveFetch } from '../http/node-adapter.js';
import type { CallerMeta } from './deployments.service.js';

/** The parts of the SDK handler context we use. */
interface ToolCtx {
  mcpReq: { inputResponses?: Record<string, unknown>; requestState<T = string>(): T | undefined };
  http?: { authInfo?: { token: string; extra?: Record<string, unknown> } };
}

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const fail = (t: string) => ({ ...text(t), isError: true });

const confirmSchema = {
  type: 'object' as const,
  properties: { confirm: { type: 'boolean' as const, title: 'Go ahead' } },
  required: ['confirm'],
};

const WIZARD_QUESTIONS = {
  name: { message: 'Name of the new environment?', requestedSchema: { type: 'object' as const, properties: { name: { type: 'string' as const, pattern: '^[a-z][a-z0-9-]{2,30}$' } }, required: ['name'] } },
  region: { message: 'Which region?', requestedSchema: { type: 'object' as const, properties: { region: { type: 'string' as const, enum: ['eu-west-1', 'us-east-1', 'ap-south-1'] } }, required: ['region'] } },
  size: { message: 'How big?', requestedSchema: { type: 'object' as const, properties: { size: { type: 'string' as const, enum: ['small', 'medium', 'large'] } }, required: ['size'] } },
};

function callerMeta(ctx: ToolCtx): CallerMeta {
  const auth = ctx.http?.authInfo;
  if (!auth?.extra?.userId) throw new Error('This tool needs an authenticated HTTP session.');
  return {
    user: { id: String(auth.extra.userId), teams: (auth.extra.teams as string[] | undefined) ?? [] },
    githubToken: auth.token,
  };
}

function buildServer(broker: ServiceBroker): McpServer {
  const server = new McpServer({ name: 'deploy', version: '1.7.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'rollout',
    {
      description: 'Deploy a git ref of a service to an environment.',
      inputSchema: z.object({ service: z.string(), ref: z.string(), environment: z.enum(['staging', 'production']) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx: ToolCtx) => {
      const meta = callerMeta(ctx);
      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const { summary, state } = await broker.call<{ summary: string; state: string }, typeof args>('deployments.prepareRollout', args, { meta });
        return inputRequired({
          inputRequests: { confirm: inputRequired.elicit({ message: `${summary}?`, requestedSchema: confirmSchema }) },
          requestState: state,
        });
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Rollout cancelled.');
      const out = await broker.call<{ id: string }, object>(
        'deployments.rollout',
        { service: args.service, environment: args.environment, requestState: raw },
        { meta },
      );
      return text(`Rollout ${out.id} started.`);
    },
  );

  server.registerTool(
    'rollback',
    {
      description: 'Roll a service back to an earlier revision.',
      inputSchema: z.object({ service: z.string(), environment: z.string(), toRevision: z.number().int().positive() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx: ToolCtx) => {
      const meta = callerMeta(ctx);
      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const { summary, state } = await broker.call<{ summary: string; state: string }, typeof args>('deployments.prepareRollback', args, { meta });
        return inputRequired({
          inputRequests: { confirm: inputRequired.elicit({ message: `${summary}?`, requestedSchema: confirmSchema }) },
          requestState: state,
        });
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Rollback cancelled.');
      const out = await broker.call<{ id: string }, object>('deployments.rollback', { requestState: raw }, { meta });
      return text(`Rollback ${out.id} started.`);
    },
  );

  server.registerTool(
    'scale_service',
    {
      description: 'Change the replica count of a service.',
      inputSchema: z.object({ service: z.string(), environment: z.enum(['staging', 'production']), replicas: z.number().int().min(0).max(50) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx: ToolCtx) => {
      const meta = callerMeta(ctx);
      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const from = await broker.call<number, object>('deployments.currentReplicas', { service: args.service, environment: args.environment }, { meta });
        const requestState = await scaleCodec.mint({ service: args.service, environment: args.environment, from, to: args.replicas });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Scale ${args.service} in ${args.environment} from ${from} to ${args.replicas} replicas?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState,
        });
      }

      let pending: ScaleState;
      try {
        pending = await scaleCodec.verify(raw, ctx);
      } catch {
        return fail('Invalid or expired confirmation.');
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Scaling cancelled.');
      await broker.call('deployments.scale', { service: pending.service, environment: pending.environment, replicas: pending.to }, { meta });
      return text(`${pending.service} (${pending.environment}) now runs ${pending.to} replicas.`);
    },
  );

  server.registerTool(
    'new_environment',
    {
      description: 'Create a preview environment for one of your teams (asks a few questions).',
      inputSchema: z.object({ team: z.string() }),
    },
    async (args, ctx: ToolCtx) => {
      const meta = callerMeta(ctx);
      const raw = ctx.mcpReq.requestState<string>();
      let wizard: EnvironmentWizard;

      if (!raw) {
        if (!meta.user.teams.includes(args.team)) return fail(`You are not a member of ${args.team}.`);
        wizard = EnvironmentWizard.start(meta.user.id, args.team);
      } else {
        wizard = EnvironmentWizard.resume(raw); // expect: require-sealed-state
        if (wizard.snapshot.owner !== meta.user.id) return fail('This wizard belongs to someone else.');
        const step = wizard.step as keyof typeof WIZARD_QUESTIONS;
        const answer = acceptedContent<Record<string, string>>(ctx.mcpReq.inputResponses, step);
        if (!answer) return text('Cancelled.');
        wizard = wizard.answer({ [step]: answer[step] });
      }

      if (wizard.step === 'done') {
        const { owner, team, name, region, size } = wizard.snapshot;
        const env = await broker.call<{ url: string }, object>('deployments.createEnvironment', { owner, team, name, region, size }, { meta });
        return text(`Environment ${name} for ${team} is coming up at ${env.url}.`);
      }
      const question = WIZARD_QUESTIONS[wizard.step];
      return inputRequired({
        inputRequests: { [wizard.step]: inputRequired.elicit(question) },
        requestState: wizard.serialize(),
      });
    },
  );

  return server;
}

async function githubPrincipal(token: string) {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' };
  const [userRes, teamsRes] = await Promise.all([fetch(`${githubApi}/user`, { headers }), fetch(`${githubApi}/user/teams`, { headers })]);
  if (!userRes.ok) throw new Error('invalid GitHub token');
  const user = (await userRes.json()) as { login: string };
  const teams = teamsRes.ok ? ((await teamsRes.json()) as Array<{ slug: string }>).map((t) => t.slug) : [];
  return {
    token,
    clientId: 'github',
    scopes: ['deploy'],
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    extra: { userId: user.login, teams },
  };
}

const McpGatewayService: ServiceSchema = {
  name: 'mcp-gateway',
  dependencies: ['deployments'],
  settings: { port: Number(process.env.MCP_PORT ?? 3030) },

  async started(this: any) {
    const handler = createMcpHandler(() => buildServer(this.broker));
    const bearer = requireBearerAuth({ verifier: { verifyAccessToken: githubPrincipal }, requiredScopes: ['deploy'] });

    this.httpServer = await serveFetch(async (request) => {
      const authInfo = await bearer(request);
      if (authInfo instanceof Response) return authInfo;
      return handler.fetch(request, { authInfo });
    }, this.settings.port);
    this.logger.info(`MCP gateway on :${this.settings.port}`);
  },

  async stopped(this: any) {
    await new Promise<void>((resolve) => (this.httpServer as Server | undefined)?.close(() => resolve()) ?? resolve());
  },
};

export default McpGatewayService;
