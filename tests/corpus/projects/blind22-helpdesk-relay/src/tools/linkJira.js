'use strict';

const helpdesk = require('../services/helpdesk');
const { stateService } = require('../services/stateService');
const { isExpired } = require('../util/time');

const NAME = 'link_jira_issue';

const Step = Object.freeze({
  Credentials: 'credentials',
  Project: 'project',
});

const definition = {
  name: NAME,
  description: 'Creates a Jira issue from a support ticket and links the two. Asks for Jira access and a project.',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'string' } },
    required: ['ticketId'],
  },
};

const reply = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

const ask = (key, message, requestedSchema, requestState) => ({
  resultType: 'input_required',
  inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } } },
  requestState,
});

async function handle(params, extra) {
  const ticketId = String((params.arguments || {}).ticketId || '');
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) return reply('You need to sign in first.', true);

  if (!params.requestState) {
    return ask(
      'credentials',
      'Which Jira site should the issue go to? We need an API token with write access.',
      {
        type: 'object',
        properties: {
          site: { type: 'string', title: 'Jira site (acme.atlassian.net)' },
          email: { type: 'string', format: 'email' },
          apiToken: { type: 'string', title: 'API token' },
        },
        required: ['site', 'email', 'apiToken'],
      },
      stateService.seal({ sub: userId, tool: NAME, ticketId, step: Step.Credentials }),
    );
  }

  const state = stateService.open(params.requestState); // expect: require-state-binding
  if (!state || state.sub !== userId || state.tool !== NAME || state.ticketId !== ticketId || isExpired(state)) {
    return reply('This Jira link request is no longer valid.', true);
  }
  const responses = params.inputResponses || {};

  if (state.step === Step.Credentials) {
    const answer = responses.credentials;
    if (!answer || answer.action !== 'accept') return reply('Jira link cancelled.');
    const creds = answer.content;
    const projects = await helpdesk.listJiraProjects(creds);
    const next = {
      sub: userId,
      tool: NAME,
      ticketId,
      step: Step.Project,
      jira: { site: creds.site, email: creds.email, apiToken: creds.apiToken }, // expect: no-secrets-in-state
    };
    return ask(
      'project',
      'Which Jira project?',
      {
        type: 'object',
        properties: { project: { type: 'string', enum: projects.map((p) => p.key), enumNames: projects.map((p) => p.name) } },
        required: ['project'],
      },
      stateService.seal(next),
    );
  }

  if (state.step === Step.Project) {
    const answer = responses.project;
    if (!answer || answer.action !== 'accept') return reply('Jira link cancelled.');
    const ticket = await helpdesk.getTicket(ticketId);
    const issue = await helpdesk.createJiraIssue(state.jira, {
      project: { key: answer.content.project },
      summary: `[Support #${ticket.id}] ${ticket.subject}`,
      issuetype: { name: 'Bug' },
    });
    await helpdesk.linkIssue(ticketId, { system: 'jira', key: issue.key, url: `https://${state.jira.site}/browse/${issue.key}` });
    return reply(`Created ${issue.key} and linked it to #${ticket.id}.`);
  }

  return reply('Unknown step in request state.', true);
}

module.exports = { name: NAME, definition, handle };
