// Read-only deployment history for one repository and environment, paged with a cursor.
'use strict';

const { z } = require('zod');
const { reply, reject } = require('../../../../libs/mcp/src');

const PAGE_SIZE = 10;

const encodeCursor = (cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

function decodeCursor(text) {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return Number.isInteger(cursor.page) && cursor.page > 1 && cursor.page <= 100 ? cursor : null;
  } catch {
    return null;
  }
}

function statusTool({ github, repos }) {
  return {
    name: 'deployment_history',
    description: 'List recent deployments of a repository to an environment, newest first.',
    annotations: { readOnlyHint: true },
    input: z.object({
      repo: z.string().min(1),
      environment: z.enum(['staging', 'production']),
      cursor: z.string().max(200).optional(),
    }),

    async run(args) {
      if (!repos.includes(args.repo)) return reject(`${args.repo} is not managed by release-control.`);
      let page = 1;
      if (args.cursor) {
        const cursor = decodeCursor(args.cursor);
        if (!cursor) return reject('That cursor is not valid; list again without one.');
        page = cursor.page;
      }
      const deployments = await github.listDeployments(args.repo, args.environment, page, PAGE_SIZE);
      return reply({
        repo: args.repo,
        environment: args.environment,
        deployments,
        nextCursor: deployments.length === PAGE_SIZE ? encodeCursor({ page: page + 1 }) : undefined,
      });
    },
  };
}

module.exports = { statusTool };
