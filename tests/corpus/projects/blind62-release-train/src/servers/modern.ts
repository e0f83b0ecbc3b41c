import { userInfo } from 'node:os';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { ReleaseTrainConfig } from '../config.js';
import type { ProgressFn, RoundCall, RoundRunner } from '../rounds/dispatcher.js';
import { announceInput, draftAnnouncement, DRAFT_ANNOUNCEMENT, type Announcer } from '../tools/announce.js';
import { cutRelease, cutReleaseInput, CUT_RELEASE } from '../tools/cutRelease.js';
import type { GitOps } from '../tools/cutReleaseSteps.js';

export interface TrainBoard {
  repos(): Promise<string[]>;
  status(repo: string): Promise<{ repo: string; lastTag: string | null; unreleasedCommits: number }>;
}

export interface ServerDeps {
  run: RoundRunner;
  git: GitOps;
  announcer: Announcer;
  board: TrainBoard;
  config: ReleaseTrainConfig;
}

/** The part of the 2.x handler context we use. */
interface HandlerCtx {
  mcpReq: {
    inputResponses?: Record<string, unknown>;
    requestState<T = unknown>(): T | undefined;
    _meta?: { progressToken?: string | number };
    notify?(notification: { method: string; params: Record<string, unknown> }): Promise<void>;
  };
  http?: { authInfo?: { clientId: string; scopes: string[]; extra?: Record<string, unknown> } };
}

function callerOf(ctx: HandlerCtx): string {
  if (!ctx.http) return `local:${userInfo().username}`;
  const id = ctx.http.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) {
    throw new Error('release-train: request has no authenticated user');
  }
  return id;
}

function progressOf(ctx: HandlerCtx): ProgressFn {
  const progressToken = ctx.mcpReq._meta?.progressToken;
  return async (progress, total, message) => {
    if (progressToken === undefined || !ctx.mcpReq.notify) return;
    await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, progress, total, message } });
  };
}

function roundCall<A>(tool: string, args: A, ctx: HandlerCtx): RoundCall<A> {
  return {
    tool,
    userId: callerOf(ctx),
    args,
    inputResponses: ctx.mcpReq.inputResponses ?? {},
    token: ctx.mcpReq.requestState<string>(),
    legacy: false,
    progress: progressOf(ctx),
  };
}

export function buildModernServer(deps: ServerDeps): McpServer {
  const server = new McpServer(
    { name: 'release-train', version: '0.7.2' },
    { capabilities: { tools: {}, resources: {}, prompts: {} } },
  );

  server.registerTool(
    CUT_RELEASE,
    {
      title: 'Cut a release',
      description: 'Find the checkout, choose the version bump, draft release notes, then tag and push.',
      inputSchema: cutReleaseInput,
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async (args, ctx: HandlerCtx) => deps.run(roundCall(CUT_RELEASE, args, ctx), cutRelease(deps.git, deps.config.remote)),
  );

  server.registerTool(
    DRAFT_ANNOUNCEMENT,
    {
      title: 'Announce a release',
      description: 'Draft a chat announcement for a release and post it after review.',
      inputSchema: announceInput,
      annotations: { openWorldHint: true },
    },
    async (args, ctx: HandlerCtx) =>
      deps.run(roundCall(DRAFT_ANNOUNCEMENT, args, ctx), draftAnnouncement(deps.announcer, deps.config.notesModelHint)),
  );

  server.registerResource(
    'train',
    new ResourceTemplate('release-train://trains/{repo}', {
      list: async () => ({
        resources: (await deps.board.repos()).map((repo) => ({ uri: `release-train://trains/${repo}`, name: repo })),
      }),
    }),
    { title: 'Release train status', mimeType: 'application/json' },
    async (uri, { repo }) => ({
      contents: [
        { uri: uri.href, mimeType: 'application/json', text: JSON.stringify(await deps.board.status(String(repo)), null, 2) },
      ],
    }),
  );

  server.registerPrompt(
    'release_retro',
    {
      title: 'Release retrospective',
      description: 'Questions to walk through after a release went out.',
      argsSchema: { repo: z.string(), version: z.string() },
    },
    async ({ repo, version }) => {
      const status = await deps.board.status(repo);
      return {
        messages: [
          {
            role: 'user',
            content: {
              type: 'text',
              text:
                `We just shipped ${repo} v${version}; ${status.unreleasedCommits} commits are already waiting for the next one.\n` +
                'Walk me through: what slipped, what broke after release, what should be automated next time.',
            },
          },
        ],
      };
    },
  );

  return server;
}
