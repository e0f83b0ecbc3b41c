'use strict';

const repo = require('../services/repo');
const { jiraCredentials, pushIssues } = require('../services/jira');
const { stateService } = require('../state');
const { openFor } = require('../guards');
const { inputRequired, complete, elicit } = require('../mcp-results');

const ISSUE_TYPES = ['Task', 'Story', 'Bug'];

module.exports = {
  Mutation: {
    async syncToJira(_parent, { boardId, projectKey }, ctx) {
      const board = await repo.getBoard(boardId);
      if (!board || board.org_id !== ctx.user.orgId) return complete(`Board ${boardId} not found.`, true);

      if (!ctx.requestState) {
        const creds = await jiraCredentials(ctx.user.orgId);
        return inputRequired(
          { issueType: elicit(`Create Jira issues in ${projectKey} as:`, { issueType: { type: 'string', enum: ISSUE_TYPES } }) },
          stateService().seal(
            {
              boardId,
              projectKey,
              jira: { site: creds.site, email: creds.email, apiToken: creds.apiToken }, // expect: no-secrets-in-state
            },
            { sub: ctx.user.id, tool: ctx.tool },
          ),
        );
      }

      // Second round: the Vault lookup already happened, reuse what round one found.
      const pending = openFor(ctx)(ctx.tool)(ctx.requestState);
      if (pending.boardId !== boardId || pending.projectKey !== projectKey) {
        return complete('Confirmation was for another board or project.', true);
      }
      const issueType = ctx.inputResponses?.issueType?.content?.issueType ?? 'Task';
      const cards = await repo.cardsOf(boardId);
      const keys = await pushIssues(pending.jira, projectKey, cards, issueType);
      return complete(`Created ${keys.length} issue(s): ${keys.join(', ')}`);
    },
  },
};
