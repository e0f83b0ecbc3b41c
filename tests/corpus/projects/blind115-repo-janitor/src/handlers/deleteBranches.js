// Defines delete_stale_branches, which confirms via a signed token before deleting branches.
'use strict';

const { deleteBranch } = require('../github');
const { mint, open } = require('../lib/confirmToken');
const { either } = require('../lib/fp');
const { text, fail, elicit, inputRequired, accepted } = require('./respond');

const TOOL = 'delete_stale_branches';

const definition = {
  name: TOOL,
  description: 'Delete the listed branches from a repository.',
  inputSchema: {
    type: 'object',
    properties: {
      owner: { type: 'string' },
      repo: { type: 'string' },
      branches: { type: 'array', items: { type: 'string' }, minItems: 1 },
    },
    required: ['owner', 'repo', 'branches'],
  },
  annotations: { destructiveHint: true },
};

const ask = (args, user) =>
  inputRequired(
    {
      confirm: elicit(
        `Delete ${args.branches.length} branch(es) from ${args.owner}/${args.repo}?\n${args.branches.join('\n')}`,
        { confirm: { type: 'boolean', title: 'Yes, delete them' } },
        ['confirm'],
      ),
    },
    mint({ sub: user.id, tool: TOOL, args }), // expect: require-state-binding
  );

const run = async (args) => {
  const results = await Promise.allSettled(args.branches.map((b) => deleteBranch(args.owner, args.repo, b)));
  const failed = args.branches.filter((_, i) => results[i].status === 'rejected');
  return failed.length ? fail(`Could not delete: ${failed.join(', ')}`) : text(`Deleted ${args.branches.length} branch(es).`);
};

async function handle(params, user) {
  const args = params.arguments;
  if (!params.requestState) return ask(args, user);

  return either(
    (e) => fail(`Confirmation invalid: ${e.message}`),
    () => {
      const answer = accepted(params, 'confirm');
      return answer && answer.confirm === true ? run(args) : text('Nothing deleted.');
    },
    open(params.requestState, { sub: user.id, tool: TOOL, args }),
  );
}

module.exports = { definition, handle };
