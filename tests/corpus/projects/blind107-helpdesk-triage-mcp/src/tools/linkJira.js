// src/tools/linkJira.js — link_jira_issue: opens a Jira issue for a ticket in a project the agent picks
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as tickets from '../ticketsDb.js';
import { jira } from '../jira.js';
import { mint, open } from '../stateJwt.js';
import { currentAgent, rawState, text, toolError } from '../lib/results.js';

var TOOL = 'link_jira_issue';

export default function registerLinkJira(server) {
  server.registerTool(TOOL, {
    description: 'Create a Jira issue for a service desk ticket and link it. You will pick the Jira project.',
    inputSchema: z.object({
      ticketId: z.number().int().positive(),
      summary: z.string().min(5).max(200)
    })
  }, async function (args, ctx) {
    var agent = currentAgent(ctx);
    if (!agent) return toolError('Sign in as a service desk agent first.');

    var ticket = await tickets.getTicket(args.ticketId);
    if (!ticket) return toolError('Ticket #' + args.ticketId + ' does not exist.');
    if (ticket.jira_key) return text('Ticket #' + ticket.id + ' is already linked to ' + ticket.jira_key + '.');

    var raw = rawState(ctx);
    if (!raw) {
      var projects = await jira.projects();
      var token = await mint(
        { ticketId: ticket.id, projectKeys: projects.map(function (p) { return p.key; }) },
        { tool: TOOL, user: agent.userId }
      );
      return inputRequired({
        inputRequests: {
          project: inputRequired.elicit({
            message: 'Which Jira project should the issue for #' + ticket.id + ' go to?',
            requestedSchema: {
              type: 'object',
              properties: {
                projectKey: { type: 'string', title: 'Project', oneOf: projects.map(function (p) { return { const: p.key, title: p.key + ' — ' + p.name }; }) }
              },
              required: ['projectKey']
            }
          })
        },
        requestState: token
      });
    }

    var st = await open(raw, { tool: TOOL, user: agent.userId });
    if (!st || st.ticketId !== ticket.id) return toolError('This link request is no longer valid. Start again.');

    var pick = acceptedContent(ctx.mcpReq.inputResponses, 'project');
    if (!pick) return text('No Jira issue created.');
    if (st.projectKeys.indexOf(pick.projectKey) === -1) return toolError('That project was not offered.');

    var issue = await jira.createIssue(pick.projectKey, args.summary, 'Service desk ticket #' + ticket.id + ': ' + ticket.title, agent.email);
    var linked = await tickets.setJiraKey(ticket.id, issue.key, agent.userId);
    if (!linked) return toolError('Created ' + issue.key + ' but the ticket was linked by someone else meanwhile.');
    return text('Created ' + issue.key + ' and linked it to ticket #' + ticket.id + '.');
  });
}
