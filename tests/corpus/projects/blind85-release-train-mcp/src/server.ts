// McpServer factory: verifies every incoming requestState with the codec and registers the release tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { principalOf } from './auth.js';
import { canPush, listRecentReleases } from './github.js';
import { stateCodec } from './state.js';
import { registerDraftRelease, RepoName } from './tools/draftRelease.js';
import { registerPublishRelease } from './tools/publishRelease.js';

function registerListReleases(server: McpServer) {
  server.registerTool(
    'list_releases',
    {
      description: 'List the most recent releases (including drafts) of a repository.',
      inputSchema: z.object({ repo: RepoName, limit: z.number().int().min(1).max(50).default(10) }),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ repo, limit }, ctx) => {
      const who = principalOf(ctx);
      if (!(await canPush(repo, who.githubLogin))) {
        return { isError: true, content: [{ type: 'text', text: `You cannot see drafts of ${repo}.` }] };
      }
      const releases = await listRecentReleases(repo, limit);
      const lines = releases.map((r) => `${r.tag}${r.draft ? ' (draft)' : ''}${r.prerelease ? ' (pre)' : ''}  ${r.publishedAt ?? '-'}  ${r.url}`);
      return { content: [{ type: 'text', text: lines.join('\n') || 'No releases yet.' }], structuredContent: { releases } };
    },
  );
}

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'release-train', version: '0.9.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify },
    },
  );
  registerListReleases(server);
  registerDraftRelease(server);
  registerPublishRelease(server);
  return server;
}
