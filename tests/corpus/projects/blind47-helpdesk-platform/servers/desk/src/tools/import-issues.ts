import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { StatefulTool, reply, type DeskRound, type ToolContext } from '@/lib/tools/base';
import type { JiraConnection } from '@/lib/backends';

const shape = {
  project: z.string().regex(/^[A-Z][A-Z0-9]{1,9}$/, 'Jira project key, e.g. SUP'),
};

type Args = { project: string };

export class ImportIssuesTool extends StatefulTool<typeof shape> {
  readonly name = 'import_jira_issues';
  readonly description = 'Import the open Jira issues of a project into a desk queue';
  readonly shape = shape;

  protected async start({ project }: Args, ctx: ToolContext) {
    const userId = this.caller(ctx);
    const connection = await this.deps.jira.connectionFor(userId);
    if (!connection) return reply('Connect Jira in the desk console first (Settings → Integrations).', true);

    const page = await this.deps.jira.search(connection, `project = ${project} AND statusCategory != Done`);
    if (page.total === 0) return reply(`${project} has no open issues.`);

    const queue = inputRequired.elicit({
      message: `Found ${page.total} open issues in ${project}. Which desk queue should they go to?`,
      requestedSchema: {
        type: 'object',
        properties: { queue: { type: 'string', enum: ['tier1', 'tier2', 'billing', 'security'] } },
        required: ['queue'],
      },
    });
    // keep the resolved connection so the second round doesn't go back to the vault
    const carry = {
      project,
      total: page.total,
      jira: connection, // expect-todo: no-secrets-in-state
    };
    return this.suspend({ queue }, 'pick-queue', carry, ctx);
  }

  protected async resume({ project }: Args, round: DeskRound, ctx: ToolContext) {
    const answer = acceptedContent<{ queue: string }>(ctx.mcpReq.inputResponses, 'queue');
    if (!answer) return reply('Import cancelled.');

    const { jira, total } = round.data as { jira: JiraConnection; total: number };
    const issues = [];
    for (let startAt = 0; startAt < total; startAt += 50) {
      const page = await this.deps.jira.search(jira, `project = ${project} AND statusCategory != Done`, startAt);
      issues.push(...page.issues);
    }
    const { created } = await this.deps.tickets.importIssues(answer.queue, issues, this.caller(ctx));
    return reply(`Imported ${created} of ${total} issues from ${project} into ${answer.queue}.`);
  }
}
