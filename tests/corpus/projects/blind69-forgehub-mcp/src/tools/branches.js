// Branch tools: list_branches and delete_branch (with a confirmation round).
const forge = require('../forgeClient');
const { seal, open, stillValid } = require('../stateToken');
const { text, toolError, askForInput, elicit, accepted, assertRepoAccess } = require('./helpers');

async function listBranches(args, ctx) {
  const client = forge.asUser(ctx.user);
  const denied = await assertRepoAccess(client, args.owner, args.repo, false);
  if (denied) return toolError(denied);
  const { branches, nextPage } = await client.listBranches(args.owner, args.repo, 1);
  const lines = branches.map((b) => `${b.name}${b.protected ? ' (protected)' : ''} @ ${b.commit.sha.slice(0, 8)}`);
  if (nextPage) lines.push('… more branches not shown; filter by name with the forge UI.');
  return text(lines.join('\n') || 'No branches.');
}

async function deleteBranch(args, ctx) {
  const { user } = ctx;
  const tool = 'delete_branch';
  const client = forge.asUser(user);

  if (!ctx.requestState) {
    const denied = await assertRepoAccess(client, args.owner, args.repo, true);
    if (denied) return toolError(denied);
    const repoInfo = await client.getRepo(args.owner, args.repo);
    if (args.branch === repoInfo.default_branch) return toolError('The default branch cannot be deleted.');
    const branch = await client.getBranch(args.owner, args.repo, args.branch);
    if (branch.protected) return toolError(`${args.branch} is protected.`);
    const requestState = seal({ sub: user.id, tool, owner: args.owner, repo: args.repo, branch: args.branch }); // expect: require-state-binding
    return askForInput(
      {
        confirm: elicit(
          `Delete ${args.owner}/${args.repo}:${args.branch} (last commit ${branch.commit.sha.slice(0, 8)} by ${branch.commit.commit.author.name})?`,
          { confirm: { type: 'boolean', title: 'Delete branch' } },
        ),
      },
      requestState,
    );
  }

  const state = open(ctx.requestState);
  if (!stillValid(state, { sub: user.id, tool })) return toolError('This confirmation is not valid.');
  if (state.owner !== args.owner || state.repo !== args.repo || state.branch !== args.branch) {
    return toolError('The branch changed since you confirmed; ask again.');
  }
  const answer = accepted(ctx.inputResponses, 'confirm');
  if (!answer || !answer.confirm) return text('Branch kept.');
  await client.deleteRef(state.owner, state.repo, state.branch);
  forge.forgetRepo(state.owner, state.repo);
  return text(`Deleted ${state.owner}/${state.repo}:${state.branch}.`);
}

module.exports = {
  definitions: [
    {
      name: 'list_branches',
      description: 'List branches of a repository (first 100).',
      inputSchema: {
        type: 'object',
        properties: { owner: { type: 'string' }, repo: { type: 'string' } },
        required: ['owner', 'repo'],
      },
      annotations: { readOnlyHint: true },
    },
    {
      name: 'delete_branch',
      description: 'Delete a non-default, unprotected branch after confirmation.',
      inputSchema: {
        type: 'object',
        properties: { owner: { type: 'string' }, repo: { type: 'string' }, branch: { type: 'string' } },
        required: ['owner', 'repo', 'branch'],
      },
      annotations: { destructiveHint: true },
    },
  ],
  handlers: { list_branches: listBranches, delete_branch: deleteBranch },
};
