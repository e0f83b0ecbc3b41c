import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { Effect } from 'effect';
import { inputResponses, roundState } from '../services/Request.js';
import { mintRound, type TicketRound } from '../services/StateCodec.js';
import { UpstreamClient, type JiraLogin } from '../services/Upstream.js';
import { refused, text } from './results.js';

export const ESCALATE_TO_JIRA = 'escalate_to_jira' as const;

export interface EscalateArgs {
  readonly ticketId: number;
  readonly projectKey: string;
}

const loginSchema = {
  type: 'object',
  properties: {
    email: { type: 'string', format: 'email', title: 'Jira account e-mail' },
    apiToken: { type: 'string', title: 'Jira API token', description: 'id.atlassian.com → Security → API tokens' },
  },
  required: ['email', 'apiToken'],
} as const;

const componentSchema = (components: ReadonlyArray<string>) => ({
  type: 'object' as const,
  properties: { component: { type: 'string' as const, enum: [...components], title: 'Component' } },
  required: ['component'],
});

export const escalateToJira = (args: EscalateArgs) =>
  Effect.gen(function* () {
    const upstream = yield* UpstreamClient;
    const responses = yield* inputResponses;
    const round = yield* roundState<TicketRound>();

    if (round === undefined) {
      return inputRequired({
        inputRequests: {
          jira_login: inputRequired.elicit({
            message: `Escalating #${args.ticketId} to ${args.projectKey}: which Jira account should file it?`,
            requestedSchema: loginSchema,
          }),
        },
        requestState: yield* mintRound({ tool: ESCALATE_TO_JIRA, step: 'credentials', ticketId: args.ticketId }),
      });
    }

    if (round.tool !== ESCALATE_TO_JIRA) return refused('That state was for another tool.');

    if (round.step === 'credentials') {
      const login = acceptedContent<JiraLogin>(responses, 'jira_login');
      if (!login) return text('Escalation cancelled.');
      const components = yield* upstream.jiraComponents(login, args.projectKey);
      return inputRequired({
        inputRequests: {
          component: inputRequired.elicit({
            message: `Which ${args.projectKey} component owns this?`,
            requestedSchema: componentSchema(components),
          }),
        },
        // Round three files the issue as this Jira user, and this server keeps no sessions.
        requestState: yield* mintRound({
          tool: ESCALATE_TO_JIRA,
          step: 'component',
          ticketId: round.ticketId,
          projectKey: args.projectKey,
          jira: { email: login.email, apiToken: login.apiToken }, // expect-todo: no-secrets-in-state
        }),
      });
    }

    const picked = acceptedContent<{ component: string }>(responses, 'component');
    if (!picked) return text('Escalation cancelled.');
    const ticket = yield* upstream.ticketSummary(round.ticketId);
    const issue = yield* upstream.createJiraIssue(round.jira, {
      projectKey: round.projectKey,
      component: picked.component,
      summary: `[ZD-${round.ticketId}] ${ticket.subject}`,
      description: `Escalated from Zendesk ticket #${round.ticketId} (requester ${ticket.requester}).`,
    });
    return text(`Filed ${issue.key} for #${round.ticketId}.`);
  });
