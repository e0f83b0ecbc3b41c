import { Config } from 'effect';

export const HelpdeskConfig = Config.all({
  port: Config.integer('PORT').pipe(Config.withDefault(8787)),
  zendeskBase: Config.url('ZENDESK_BASE_URL'),
  jiraBase: Config.url('JIRA_BASE_URL'),
  stateKey: Config.redacted('HELPDESK_STATE_KEY'),
  webhookSecret: Config.redacted('ZENDESK_WEBHOOK_SECRET'),
});

export type HelpdeskConfig = Config.Config.Success<typeof HelpdeskConfig>;

// Escalations wait on a human picking a Jira component; agents are often pulled into
// another ticket in between, so give the round a comfortable window.
export const RESUME_WINDOW_SECONDS = 60 * 60;
