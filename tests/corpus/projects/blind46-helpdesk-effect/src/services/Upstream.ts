import { Context, Data, Effect, Layer } from 'effect';
import { HelpdeskConfig } from '../config.js';

export class UpstreamError extends Data.TaggedError('UpstreamError')<{ readonly status: number; readonly url: string }> {}

export interface JiraLogin {
  readonly email: string;
  readonly apiToken: string;
}

export interface Upstream {
  readonly mergeTickets: (survivorId: number, duplicateId: number, agentEmail: string) => Effect.Effect<void, UpstreamError>;
  readonly ticketSummary: (ticketId: number) => Effect.Effect<{ subject: string; requester: string }, UpstreamError>;
  readonly jiraComponents: (login: JiraLogin, projectKey: string) => Effect.Effect<ReadonlyArray<string>, UpstreamError>;
  readonly createJiraIssue: (
    login: JiraLogin,
    issue: { projectKey: string; component: string; summary: string; description: string },
  ) => Effect.Effect<{ key: string }, UpstreamError>;
}

export class UpstreamClient extends Context.Tag('helpdesk/Upstream')<UpstreamClient, Upstream>() {}

const json = <T>(url: URL, init: RequestInit) =>
  Effect.flatMap(
    Effect.promise(() => fetch(url, init)),
    (res) =>
      res.ok
        ? Effect.promise(() => res.json() as Promise<T>)
        : Effect.fail(new UpstreamError({ status: res.status, url: url.toString() })),
  );

const basic = ({ email, apiToken }: JiraLogin) => `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}`;

export const UpstreamLive = Layer.effect(
  UpstreamClient,
  Effect.map(HelpdeskConfig, ({ zendeskBase, jiraBase }) => {
    const zendeskAuth = { authorization: `Bearer ${process.env.ZENDESK_SERVICE_TOKEN}` };
    return UpstreamClient.of({
      mergeTickets: (survivorId, duplicateId, agentEmail) =>
        Effect.asVoid(
          json(new URL(`/api/v2/tickets/${survivorId}/merge`, zendeskBase), {
            method: 'POST',
            headers: { ...zendeskAuth, 'content-type': 'application/json' },
            body: JSON.stringify({ ids: [duplicateId], target_comment: `Merged by ${agentEmail}` }),
          }),
        ),
      ticketSummary: (ticketId) =>
        Effect.map(
          json<{ ticket: { subject: string; requester_id: number } }>(new URL(`/api/v2/tickets/${ticketId}`, zendeskBase), {
            headers: zendeskAuth,
          }),
          ({ ticket }) => ({ subject: ticket.subject, requester: String(ticket.requester_id) }),
        ),
      jiraComponents: (login, projectKey) =>
        Effect.map(
          json<Array<{ name: string }>>(new URL(`/rest/api/3/project/${projectKey}/components`, jiraBase), {
            headers: { authorization: basic(login) },
          }),
          (components) => components.map((c) => c.name),
        ),
      createJiraIssue: (login, issue) =>
        json<{ key: string }>(new URL('/rest/api/3/issue', jiraBase), {
          method: 'POST',
          headers: { authorization: basic(login), 'content-type': 'application/json' },
          body: JSON.stringify({
            fields: {
              project: { key: issue.projectKey },
              components: [{ name: issue.component }],
              summary: issue.summary,
              description: issue.description,
              issuetype: { name: 'Bug' },
            },
          }),
        }),
    });
  }),
);
