import * as z from 'zod/v4';
import { McpServer, StdioServerTransport, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { principalOf } from 'eslint-plugin-mcp-state/seal';
import { Octokit } from '@octokit/rest';
import { open, refusal, seal } from './sealer.js';

const TOOL = 'delete_stale_branches';

interface Plan {
  owner: string;
  repo: string;
  branches: string[];
  pat?: string;
}

const server = new McpServer({ name: 'repo-cleaner', version: '1.3.2' }, { capabilities: { tools: {} } });

server.registerTool(
  TOOL,
  {
    description: 'Delete branches with no commits for N days (asks for a GitHub token with delete rights, then for confirmation)',
    inputSchema: z.object({ owner: z.string(), repo: z.string(), olderThanDays: z.number().int().min(30).default(90) }),
    annotations: { destructiveHint: true },
  },
  async (args, ctx) => {
    const userId = principalOf(ctx);
    const binding = { userId, tool: TOOL, args };
    const token = ctx.mcpReq.requestState<string>();

    if (token === undefined) {
      // round 1: ask for a token (we do not keep one on the server)
      return inputRequired({
        inputRequests: {
          login: inputRequired.elicit({
            message: `A GitHub token with "contents: write" on ${args.owner}/${args.repo} is needed.`,
            requestedSchema: { type: 'object', properties: { token: { type: 'string', title: 'GitHub token' } }, required: ['token'] },
          }),
        },
        requestState: seal<Plan>({ owner: args.owner, repo: args.repo, branches: [] }, binding),
      });
    }

    const opened = open<Plan>(token, binding);
    if (!opened.ok) return refusal(opened.reason);
    const plan = opened.state;

    if (plan.pat === undefined) {
      // round 2: list stale branches with the token, then ask for confirmation
      const login = acceptedContent<{ token: string }>(ctx.mcpReq.inputResponses, 'login');
      if (!login) return { content: [{ type: 'text', text: 'Cancelled.' }] };
      const gh = new Octokit({ auth: login.token });
      const cutoff = Date.now() - args.olderThanDays * 86_400_000;
      const branches = await gh.paginate(gh.repos.listBranches, { owner: plan.owner, repo: plan.repo, protected: false });
      const stale: string[] = [];
      for (const b of branches) {
        const { data } = await gh.repos.getCommit({ owner: plan.owner, repo: plan.repo, ref: b.commit.sha });
        if (Date.parse(data.commit.committer?.date ?? '') < cutoff) stale.push(b.name);
      }
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Delete ${stale.length} branches?\n${stale.join('\n')}`,
            requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } }, required: ['yes'] },
          }),
        },
        requestState: seal<Plan>(
          {
            ...plan,
            branches: stale,
            pat: login.token, // expect: no-secrets-in-state
          },
          binding,
        ),
      });
    }

    // round 3: delete
    if (acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.yes !== true) {
      return { content: [{ type: 'text', text: 'No branch deleted.' }] };
    }
    const gh = new Octokit({ auth: plan.pat });
    for (const name of plan.branches) {
      await gh.git.deleteRef({ owner: plan.owner, repo: plan.repo, ref: `heads/${name}` });
    }
    return { content: [{ type: 'text', text: `Deleted ${plan.branches.length} branches.` }] };
  },
);

await server.connect(new StdioServerTransport());
