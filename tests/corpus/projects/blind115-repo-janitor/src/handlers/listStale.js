// Defines list_stale_branches, asking for an age threshold and paging results across rounds.
'use strict';

const { listBranches, lastCommitDate } = require('../github');
const { encode, decode } = require('../lib/b64json');
const { text, elicit, inputRequired, accepted } = require('./respond');

const DAY = 86_400_000;
const LIMIT = 40;

const definition = {
  name: 'list_stale_branches',
  description: 'List branches with no commits for the given number of days.',
  inputSchema: {
    type: 'object',
    properties: {
      owner: { type: 'string' },
      repo: { type: 'string' },
      days: { type: 'integer', minimum: 1, default: 90 },
    },
    required: ['owner', 'repo'],
  },
};

const staleOnPage = async (owner, repo, page, cutoff) => {
  const branches = await listBranches(owner, repo, page);
  const dated = await Promise.all(
    branches.map(async (b) => ({ name: b.name, at: await lastCommitDate(owner, repo, b.commit.sha) })),
  );
  return { more: branches.length === 100, stale: dated.filter((b) => b.at < cutoff).map((b) => b.name) };
};

const byPrefix = (prefix) => (name) => !prefix || name.startsWith(prefix);

async function handle(params, user) {
  const args = params.arguments || {};
  const prior = params.requestState ? decode(params.requestState) : null; // expect: require-sealed-state

  const owner = prior ? prior.owner : args.owner;
  const repo = prior ? prior.repo : args.repo;
  const cutoff = new Date(Date.now() - (args.days || 90) * DAY);
  const page = prior ? prior.page : 1;

  const { more, stale } = await staleOnPage(owner, repo, page, cutoff);
  const filter = accepted(params, 'narrow');
  const shown = stale.filter(byPrefix(filter && filter.prefix));

  if (shown.length > LIMIT && !filter) {
    return inputRequired(
      {
        narrow: elicit(`${shown.length} stale branches in ${owner}/${repo}. Only show a prefix?`, {
          prefix: { type: 'string', description: 'e.g. feature/ or dependabot/' },
        }),
      },
      encode({ owner, repo, page, user: user.id }), // expect: require-sealed-state
    );
  }

  const footer = more ? `\n(more on page ${page + 1})` : '';
  return text(shown.map((n) => `- ${n}`).join('\n') + footer);
}

module.exports = { definition, handle };
