// Models two MCP SDK 1.x tools with hand-rolled HMAC state in epoch seconds: one opener compares with Date.now() (milliseconds), the other converts correctly.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';
import { deleteBranch, mergePullRequest } from './git-host.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const sign = (body) => createHmac('sha256', process.env.GIT_STATE_KEY).update(body).digest('hex');

function seal(payload) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}~${sign(body)}`;
}

function unsealForBranch(token, user, tool) {
  const [body, sig] = token.split('~');
  if (!sig || !safeEqual(sig, sign(body))) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString());
  if (state.user !== user || state.tool !== tool) return null;
  return state.exp > Date.now() ? state : null; // expect: require-state-binding
}

function unsealForMerge(token, user, tool) {
  const [body, sig] = token.split('~');
  if (!sig || !safeEqual(sig, sign(body))) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString());
  if (state.user !== user || state.tool !== tool) return null;
  return state.exp > nowSeconds() ? state : null;
}

export function register(server) {
  server.registerTool('delete_branch', { description: 'Delete a branch', inputSchema: { repo: z.string(), branch: z.string() }, annotations: { destructiveHint: true } }, async ({ repo, branch }, extra) => {
    const user = extra.authInfo?.extra?.userId;
    const retry = extra._meta?.retry;
    if (!retry) {
      return {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Delete ${repo}:${branch}?`, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } } } },
        requestState: seal({ repo, branch, user, tool: 'delete_branch', exp: nowSeconds() + 600 }),
      };
    }
    const state = unsealForBranch(retry.requestState, user, 'delete_branch');
    if (!state) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    await deleteBranch(state.repo, state.branch);
    return { content: [{ type: 'text', text: 'Deleted' }] };
  });

  server.registerTool('merge_pull_request', { description: 'Merge a pull request', inputSchema: { repo: z.string(), number: z.number() } }, async ({ repo, number }, extra) => {
    const user = extra.authInfo?.extra?.userId;
    const retry = extra._meta?.retry;
    if (!retry) {
      return {
        resultType: 'input_required',
        inputRequests: { method: { method: 'elicitation/create', params: { mode: 'form', message: `Merge #${number}?`, requestedSchema: { type: 'object', properties: { method: { type: 'string', enum: ['merge', 'squash', 'rebase'] } } } } } },
        requestState: seal({ repo, number, user, tool: 'merge_pull_request', exp: nowSeconds() + 300 }),
      };
    }
    const state = unsealForMerge(retry.requestState, user, 'merge_pull_request');
    if (!state) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    const result = await mergePullRequest(state.repo, state.number, retry.inputResponses?.method?.content?.method ?? 'merge');
    return { content: [{ type: 'text', text: `Merged as ${result.sha}` }] };
  });
}
