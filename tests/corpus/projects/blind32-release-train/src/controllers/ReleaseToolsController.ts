import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import type { Principal, PromotionPlan, ReleaseService, RollbackPlan } from '../releases/ReleaseService.js';
import { Result, type ReleaseError } from '../shared/result.js';
import type { StateBinding, StateTokens, ToolContext } from '../state/StateTokens.js';

const PROMOTE = 'promote_release';
const ROLLBACK = 'rollback_release';

const environment = z.enum(['dev', 'staging', 'production']);
const promoteInput = z.object({ releaseId: z.string().min(1), environment });
const rollbackInput = z.object({ service: z.string().min(1), environment, toVersion: z.string().min(1) });

const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Go ahead' } },
  required: ['confirm'],
} as const;

const say = (text: string) => ({ content: [{ type: 'text' as const, text }] });
const fail = (error: ReleaseError | Error) => ({ content: [{ type: 'text' as const, text: error.message }], isError: true });

function principalFrom(ctx: ToolContext): Principal {
  const extra = ctx.http?.authInfo?.extra as { userId?: string; groups?: string[] } | undefined;
  if (!extra?.userId) throw new Error('release-train requires an authenticated user');
  return { userId: extra.userId, groups: extra.groups ?? [] };
}

export class ReleaseToolsController {
  constructor(
    private readonly releases: ReleaseService,
    private readonly stateTokens: StateTokens,
  ) {}

  register(server: McpServer): void {
    server.registerTool(
      PROMOTE,
      { description: 'Deploy a built release to an environment.', inputSchema: promoteInput },
      (args, ctx) => this.promote(args, ctx as ToolContext),
    );
    server.registerTool(
      ROLLBACK,
      {
        description: 'Roll a service back to a version that ran in the environment before.',
        inputSchema: rollbackInput,
        annotations: { destructiveHint: true },
      },
      (args, ctx) => this.rollback(args, ctx as ToolContext),
    );
  }

  private async promote(args: z.infer<typeof promoteInput>, ctx: ToolContext) {
    const who = principalFrom(ctx);
    const binding: StateBinding = { userId: who.userId, tool: PROMOTE, args };
    const raw = ctx.mcpReq.requestState<string>();

    if (raw === undefined) {
      const plan = await this.releases.planPromotion(who, args.releaseId, args.environment);
      if (!Result.isOk(plan)) return fail(plan.error);
      const p = plan.value;
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Deploy ${p.service} ${p.fromVersion ?? '(nothing)'} -> ${p.toVersion} to ${p.environment}?`,
            requestedSchema: confirmSchema,
          }),
        },
        requestState: await this.stateTokens.issue<PromotionPlan>(p, binding, ctx),
      });
    }

    const opened = await this.stateTokens.open<PromotionPlan>(raw, binding, ctx);
    if (!Result.isOk(opened)) return fail(opened.error);
    if (!acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
      return say('Promotion cancelled.');
    }
    const deployment = await this.releases.execute(who, opened.value.releaseId, opened.value.environment);
    return Result.isOk(deployment)
      ? say(`Deployment ${deployment.value.id} started: ${opened.value.service}@${opened.value.toVersion}.`)
      : fail(deployment.error);
  }

  private async rollback(args: z.infer<typeof rollbackInput>, ctx: ToolContext) {
    const who = principalFrom(ctx);
    const binding: StateBinding = { userId: who.userId, tool: ROLLBACK, args };
    const raw = ctx.mcpReq.requestState<string>();

    if (raw === undefined) {
      const plan = await this.releases.planRollback(who, args.service, args.environment, args.toVersion);
      if (!Result.isOk(plan)) return fail(plan.error);
      const p = plan.value;
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Roll ${p.service} in ${p.environment} back from ${p.fromVersion} to ${p.toVersion}?`,
            requestedSchema: confirmSchema,
          }),
        },
        requestState: await this.stateTokens.issue<RollbackPlan>(p, binding, ctx),
      });
    }

    const opened = await this.stateTokens.open<RollbackPlan>(raw, binding, ctx);
    if (!Result.isOk(opened)) return fail(opened.error);
    if (!acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
      return say('Rollback cancelled.');
    }
    const deployment = await this.releases.execute(who, opened.value.releaseId, opened.value.environment);
    return Result.isOk(deployment)
      ? say(`Rollback ${deployment.value.id} started: ${opened.value.service} -> ${opened.value.toVersion}.`)
      : fail(deployment.error);
  }
}
