// Pull request tools: list_pull_requests (paged with continuation) and merge_pull_request.
const config = require('../config');
const forge = require('../forgeClient');
const { continuationFor, peekCursor } = require('../pagination');
const { seal, open, argsDigest, stillValid } = require('../stateToken');
const { text, toolError, askForInput, elicit, accepted, assertRepoAccess } = require('./helpers');

function describePull(pr) {
  const draft = pr.draft ? ' [draft]' : '';
  return `#${pr.number} ${pr.title}${draft} — ${pr.user.login}, ${pr.head.ref} → ${pr.base.ref}, updated ${pr.updated_at.slice(0, 10)}`;
}

async function listPullRequests(args, ctx) {
  const { user } = ctx;
  let owner = args.owner;
  let repo = args.repo;
  let filter = args.state || 'open';
  let page = 1;
  let shown = 0;

  if (ctx.requestState) {
    const cursor = peekCursor(ctx.requestState); // expect: require-sealed-state
    if (cursor.tool !== 'list_pull_requests' || cursor.sub !== user.id) return toolError('That listing belongs to someone else.');
    if (cursor.exp < Date.now()) return toolError('That listing expired; list again.');
    const answer = accepted(ctx.inputResponses, 'more');
    if (!answer || !answer.loadMore) return text(`Stopped after ${cursor.shown} pull requests.`);
    ({ owner, repo, page, filter, shown } = cursor);
  } else {
    const denied = await assertRepoAccess(forge.asUser(user), owner, repo, false);
    if (denied) return toolError(denied);
  }

  const { pulls, nextPage, lastPage } = await forge.service.listPulls(owner, repo, { state: filter, page });
  const lines = pulls.map(describePull);
  shown += pulls.length;
  if (!nextPage) return text(lines.length ? lines.join('\n') : `No ${filter} pull requests in ${owner}/${repo}.`);

  const requestState = continuationFor({ sub: user.id, tool: 'list_pull_requests', owner, repo, page: nextPage, filter, shown });
  return askForInput(
    { more: elicit(`${lines.join('\n')}\n\nPage ${page} of ${lastPage || '?'}. Show the next page?`, { loadMore: { type: 'boolean', title: 'Next page' } }) },
    requestState,
    lines.join('\n'),
  );
}

async function mergePullRequest(args, ctx) {
  const { user } = ctx;
  const tool = 'merge_pull_request';
  const method = args.method || 'merge';
  if (!config.mergeStyles.includes(method)) return toolError(`Merge method must be one of ${config.mergeStyles.join(', ')}.`);
  const client = forge.asUser(user);

  if (!ctx.requestState) {
    const denied = await assertRepoAccess(client, args.owner, args.repo, true);
    if (denied) return toolError(denied);
    const pr = await client.getPull(args.owner, args.repo, args.number);
    if (pr.state !== 'open') return toolError(`#${pr.number} is ${pr.state}.`);
    if (pr.mergeable === false) return toolError(`#${pr.number} has conflicts with ${pr.base.ref}.`);
    const requestState = seal({
      sub: user.id,
      tool,
      args: argsDigest(args),
      headSha: pr.head.sha,
      exp: Date.now() + config.stateTtlMs,
    });
    return askForInput(
      {
        confirm: elicit(
          `${method} #${pr.number} "${pr.title}" (${pr.commits} commits, +${pr.additions}/-${pr.deletions}) into ${pr.base.ref}?`,
          { confirm: { type: 'boolean', title: 'Merge' } },
        ),
      },
      requestState,
    );
  }

  const state = open(ctx.requestState);
  if (!stillValid(state, { sub: user.id, tool, args })) return toolError('This confirmation is invalid or expired.');
  const answer = accepted(ctx.inputResponses, 'confirm');
  if (!answer || !answer.confirm) return text('Merge cancelled.');
  try {
    const result = await client.mergePull(args.owner, args.repo, args.number, { sha: state.headSha, method, title: args.title });
    return text(`Merged #${args.number}: ${result.sha.slice(0, 10)}.`);
  } catch (err) {
    if (err.response && err.response.status === 409) return toolError('The branch moved since you confirmed; review it again.');
    throw err;
  }
}

module.exports = {
  definitions: [
    {
      name: 'list_pull_requests',
      description: 'List pull requests of a repository, one page at a time.',
      inputSchema: {
        type: 'object',
        properties: {
          owner: { type: 'string' },
          repo: { type: 'string' },
          state: { type: 'string', enum: ['open', 'closed', 'all'] },
        },
        required: ['owner', 'repo'],
      },
      annotations: { readOnlyHint: true },
    },
    {
      name: 'merge_pull_request',
      description: 'Merge an open pull request after confirmation.',
      inputSchema: {
        type: 'object',
        properties: {
          owner: { type: 'string' },
          repo: { type: 'string' },
          number: { type: 'integer', minimum: 1 },
          method: { type: 'string', enum: ['merge', 'squash', 'rebase'] },
          title: { type: 'string', maxLength: 200 },
        },
        required: ['owner', 'repo', 'number'],
      },
      annotations: { destructiveHint: true },
    },
  ],
  handlers: {
    list_pull_requests: listPullRequests,
    merge_pull_request: mergePullRequest,
  },
};
