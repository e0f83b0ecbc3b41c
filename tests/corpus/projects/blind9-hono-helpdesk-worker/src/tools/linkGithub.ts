import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { ToolDeps } from '../server';
import type { PendingLink } from '../state';
import { pendingLinkContext } from '../services/github';

const TOOL = 'link_github_account';

function userIdOf(ctx: { http?: { authInfo?: { extra?: Record<string, unknown> } } }): string | undefined {
  const id = ctx.http?.authInfo?.extra?.userId;
  return typeof id === 'string' ? id : undefined;
}

export function registerLinkGithub(server: McpServer, deps: ToolDeps): void {
  const codec = deps.codec<PendingLink>();

  server.registerTool(
    TOOL,
    {
      description: 'Finish linking a GitHub account after the OAuth redirect, then pick the helpdesk workspace.',
      inputSchema: { code: z.string().min(1), redirectUri: z.string().url() },
    },
    async ({ code, redirectUri }, ctx) => {
      const userId = userIdOf(ctx);
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const grant = await deps.github.exchange(code, redirectUri);
        const viewer = await deps.github.viewer(grant.access_token);
        const workspaces = await deps.helpdesk.listWorkspaces(userId);

        return inputRequired({
          inputRequests: {
            workspace: inputRequired.elicit({
              message: `Link GitHub user @${viewer.login} to which workspace?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  workspace: {
                    type: 'string',
                    oneOf: workspaces.map((w) => ({ const: w.id, title: w.name })),
                  },
                },
                required: ['workspace'],
              },
            }),
          },
          requestState: await codec.mint(pendingLinkContext(grant, viewer), ctx), // expect: no-secrets-in-state
        });
      }

      const link = await codec.verify(raw, ctx).catch(() => null);
      if (!link) return { isError: true, content: [{ type: 'text', text: 'Link request expired, please retry.' }] };

      const choice = acceptedContent<{ workspace: string }>(ctx.mcpReq.inputResponses, 'workspace');
      if (!choice) return { content: [{ type: 'text', text: 'Nothing linked.' }] };

      await deps.env.TICKETS.put(
        `github:${userId}`,
        JSON.stringify({ login: link.login, githubId: link.githubId, token: link.accessToken, scope: link.scope }),
      );
      await deps.helpdesk.linkGithub(choice.workspace, link.login);
      return { content: [{ type: 'text', text: `Linked @${link.login}.` }] };
    },
  );
}
