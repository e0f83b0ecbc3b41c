// Defines the repo-admin tools and the call handler that confirms destructive actions.
// @ts-nocheck
import type { CallToolRequest, CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ConfirmTokens } from './confirmTokens.js';
import { github } from './github.js';

type Params = CallToolRequest['params'] & {
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: { confirm?: boolean } }>;
};

type Outcome = CallToolResult | Record<string, unknown>;

export const toolDefinitions = [
  {
    name: 'delete_branch',
    description: 'Delete a branch in an organisation repository. Requires the caller to confirm.',
    inputSchema: {
      type: 'object',
      properties: { repo: { type: 'string' }, branch: { type: 'string' } },
      required: ['repo', 'branch'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: 'archive_repo',
    description: 'Archive an organisation repository (read-only for everyone). Requires confirmation.',
    inputSchema: { type: 'object', properties: { repo: { type: 'string' } }, required: ['repo'] },
    annotations: { destructiveHint: true },
  },
];

const refuse = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

function askConfirm(message: string, requestState: string): Outcome {
  return {
    resultType: 'input_required',
    inputRequests: {
      confirm: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message,
          requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
        },
      },
    },
    requestState,
  };
}

/** Two-round confirm wrapper: describe -> human yes -> act. */
export function makeCallTool(tokens: ConfirmTokens) {
  const plans: Record<string, { describe(a: any): Promise<string>; act(a: any): Promise<string> }> = {
    delete_branch: {
      async describe({ repo, branch }) {
        const b = await github.branch(repo, branch);
        if (b.protected) throw new Error(`${branch} is protected`);
        return `Delete ${repo}@${branch} (head ${b.commit.sha.slice(0, 7)})?`;
      },
      async act({ repo, branch }) {
        await github.deleteBranch(repo, branch);
        return `Deleted ${repo}@${branch}.`;
      },
    },
    archive_repo: {
      async describe({ repo }) {
        const r = await github.repo(repo);
        return `Archive ${r.full_name}? It has ${r.open_issues_count} open issues; last push ${r.pushed_at}.`;
      },
      async act({ repo }) {
        await github.archive(repo);
        return `Archived ${repo}.`;
      },
    },
  };

  return async function callTool(params: Params, user: string): Promise<Outcome> {
    const plan = plans[params.name];
    if (!plan) return refuse(`unknown tool ${params.name}`);
    const args = (params.arguments ?? {}) as Record<string, unknown>;
    const binding = { user, tool: params.name, args };

    if (params.requestState === undefined) {
      const message = await plan.describe(args);
      return askConfirm(message, await tokens.issue(binding));
    }

    if (!(await tokens.check(params.requestState, binding))) {
      return refuse('Invalid or expired requestState');
    }
    const answer = params.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
      return { content: [{ type: 'text', text: 'Not confirmed; nothing changed.' }] };
    }
    return { content: [{ type: 'text', text: await plan.act(args) }] };
  };
}
