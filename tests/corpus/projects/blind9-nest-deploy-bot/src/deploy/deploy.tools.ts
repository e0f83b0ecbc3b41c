import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { DeployApiService } from './deploy-api.service';
import { StateTokenService, type StateClaims } from '../state/state-token.service';

type Ctx = Parameters<Parameters<McpServer['registerTool']>[2]>[1];

interface RollbackClaims extends StateClaims {
  project: string;
  releaseId: string;
}

interface PreviewClaims extends StateClaims {
  project: string;
  teamId: string;
  deployToken: string;
}

interface PromoteClaims extends StateClaims {
  project: string;
  buildId: string;
  environment: string;
}

const text = (t: string, isError = false) => ({ isError, content: [{ type: 'text' as const, text: t }] });

function userOf(ctx: Ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string') throw new Error('unauthenticated');
  return userId;
}

@Injectable()
export class DeployTools {
  constructor(
    private readonly api: DeployApiService,
    private readonly tokens: StateTokenService,
  ) {}

  register(server: McpServer): void {
    server.registerTool(
      'rollback_release',
      {
        description: 'Roll a project back to an earlier release. Requires explicit confirmation.',
        inputSchema: { project: z.string(), releaseId: z.string() },
        annotations: { destructiveHint: true },
      },
      (args, ctx) => this.rollback(args, ctx),
    );

    server.registerTool(
      'deploy_preview',
      {
        description: 'Create a preview deployment for a branch the user picks.',
        inputSchema: { project: z.string() },
      },
      (args, ctx) => this.preview(args, ctx),
    );

    server.registerTool(
      'promote_build',
      {
        description: 'Promote a build to another environment after the user picks one.',
        inputSchema: { project: z.string(), buildId: z.string() },
      },
      (args, ctx) => this.promote(args, ctx),
    );
  }

  private async rollback(args: { project: string; releaseId: string }, ctx: Ctx) {
    const userId = userOf(ctx);
    const raw = ctx.mcpReq.requestState<string>();

    if (!raw) {
      const release = (await this.api.releases(args.project)).find((r) => r.id === args.releaseId);
      if (!release) return text(`No release ${args.releaseId} in ${args.project}.`, true);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Roll ${args.project} back to ${release.commit.slice(0, 7)} (${release.createdAt})?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: await this.tokens.issue<RollbackClaims>({
          sub: userId,
          tool: 'rollback_release',
          project: args.project,
          releaseId: args.releaseId,
        }),
      });
    }

    const claims = await this.tokens.open<RollbackClaims>(raw, { userId, tool: 'rollback_release' });
    if (claims.project !== args.project || claims.releaseId !== args.releaseId) {
      return text('The confirmation was given for a different release.', true);
    }
    if (!acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
      return text('Rollback cancelled.');
    }
    const { status } = await this.api.rollback(claims.project, claims.releaseId);
    return text(`Rollback ${status}.`);
  }

  private async preview(args: { project: string }, ctx: Ctx) {
    const userId = userOf(ctx);
    const raw = ctx.mcpReq.requestState<string>();

    if (!raw) {
      // Vault creds are rate limited; fetch once and reuse them in the second round.
      const creds = await this.api.credentialsFor(args.project);
      const branches = await this.api.branches(args.project, creds);
      return inputRequired({
        inputRequests: {
          branch: inputRequired.elicit({
            message: `Which branch of ${args.project} should get a preview?`,
            requestedSchema: {
              type: 'object',
              properties: { branch: { type: 'string', enum: branches } },
              required: ['branch'],
            },
          }),
        },
        requestState: await this.tokens.issue<PreviewClaims>({
          sub: userId,
          tool: 'deploy_preview',
          project: args.project,
          teamId: creds.teamId,
          deployToken: creds.token, // expect: no-secrets-in-state
        }),
      });
    }

    const claims = await this.tokens.open<PreviewClaims>(raw, { userId, tool: 'deploy_preview' });
    const pick = acceptedContent<{ branch: string }>(ctx.mcpReq.inputResponses, 'branch');
    if (!pick) return text('No preview created.');
    const preview = await this.api.createPreview(claims.project, pick.branch, {
      token: claims.deployToken,
      teamId: claims.teamId,
    });
    return text(`Preview ${preview.id} is building at ${preview.url}.`);
  }

  private async promote(args: { project: string; buildId: string }, ctx: Ctx) {
    const userId = userOf(ctx);
    const raw = ctx.mcpReq.requestState<string>();

    if (!raw) {
      return inputRequired({
        inputRequests: {
          environment: inputRequired.elicit({
            message: `Promote build ${args.buildId} of ${args.project} to which environment?`,
            requestedSchema: {
              type: 'object',
              properties: { environment: { type: 'string', enum: ['staging', 'qa', 'demo'] } },
              required: ['environment'],
            },
          }),
        },
        requestState: await this.tokens.issue<PromoteClaims>({
          sub: userId,
          tool: 'promote_build',
          project: args.project,
          buildId: args.buildId,
          environment: 'staging',
        }),
      });
    }

    const pending = this.tokens.peek<PromoteClaims>(raw);
    if (!pending || pending.sub !== userId || pending.tool !== 'promote_build') {
      return text('This request cannot be resumed.', true);
    }
    const pick = acceptedContent<{ environment: string }>(ctx.mcpReq.inputResponses, 'environment');
    const { status } = await this.api.promote(pending.project, pending.buildId, pick?.environment ?? pending.environment);
    return text(`Promotion ${status}.`);
  }
}
