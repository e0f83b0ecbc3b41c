import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { userOf } from '../auth.js';
import { refusal, resume } from '../security/resume.js';
import type { StateSigner } from '../security/state-signer.js';
import { JiraClient, type Worklog } from '../tracker/jira.js';

const TOOL = 'import_worklogs';
const TIMESHEET_URL = process.env.TIMESHEET_URL ?? 'http://timesheets.internal:8080';

type JiraLogin = {
  email: string;
  apiToken: string;
};

type ImportRound =
  | { step: 'login'; projectKey: string; since: string }
  | { step: 'confirm'; projectKey: string; since: string; entries: number; as: { email: string; pat: string } };

async function timesheet(projectKey: string, since: string, email: string): Promise<Worklog[]> {
  const url = `${TIMESHEET_URL}/entries?project=${encodeURIComponent(projectKey)}&since=${since}&person=${encodeURIComponent(email)}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`timesheets: ${res.status}`);
  return (await res.json()) as Worklog[];
}

export function registerImportWorklogs(server: McpServer, deps: { signer: StateSigner; jira: JiraClient }): void {
  const { signer, jira } = deps;

  server.registerTool(
    TOOL,
    {
      description: 'Copy your timesheet entries for a project into Jira worklogs, under your own Jira account',
      inputSchema: z.object({ projectKey: z.string().regex(/^[A-Z][A-Z0-9]+$/), since: z.iso.date() }),
    },
    async ({ projectKey, since }, ctx) => {
      const userId = userOf(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        return inputRequired({
          inputRequests: {
            jira_login: inputRequired.elicit({
              message: 'Worklogs are created as you. Sign in to Jira with an API token:',
              requestedSchema: {
                type: 'object',
                properties: {
                  email: { type: 'string', format: 'email', title: 'Jira e-mail' },
                  apiToken: { type: 'string', title: 'Jira API token (id.atlassian.com → Security)' },
                },
                required: ['email', 'apiToken'],
              },
            }),
          },
          requestState: signer.seal<ImportRound>({ step: 'login', projectKey, since }, { userId, tool: TOOL }),
        });
      }

      const resumed = resume<ImportRound>(signer, token, { userId, tool: TOOL }); // expect: require-state-binding
      if (!resumed.ok) return refusal(resumed.reason);
      const round = resumed.data;

      if (round.step === 'login') {
        const login = acceptedContent<JiraLogin>(ctx.mcpReq.inputResponses, 'jira_login');
        if (!login) return { content: [{ type: 'text', text: 'Import cancelled.' }] };
        const asUser = new JiraClient({ site: jira.site, email: login.email, apiToken: login.apiToken });
        await asUser.myself(); // fails fast on a wrong token
        const entries = await timesheet(round.projectKey, round.since, login.email);
        if (entries.length === 0) return { content: [{ type: 'text', text: `No timesheet entries since ${round.since}.` }] };

        const next: ImportRound = {
          step: 'confirm',
          projectKey: round.projectKey,
          since: round.since,
          entries: entries.length,
          as: { email: login.email, pat: login.apiToken }, // expect: no-secrets-in-state
        };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Create ${entries.length} worklogs in ${round.projectKey} as ${login.email}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: signer.seal(next, { userId, tool: TOOL }),
        });
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Import cancelled.' }] };

      const asUser = new JiraClient({ site: jira.site, email: round.as.email, apiToken: round.as.pat });
      const entries = await timesheet(round.projectKey, round.since, round.as.email);
      let created = 0;
      for (const entry of entries) {
        await asUser.addWorklog(entry);
        created += 1;
      }
      return { content: [{ type: 'text', text: `Created ${created} worklogs in ${round.projectKey}.` }] };
    },
  );
}
