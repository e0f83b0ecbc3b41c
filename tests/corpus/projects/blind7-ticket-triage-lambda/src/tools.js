'use strict';

const { pack, unpack } = require('./stateCodec');
const { jiraCredentials } = require('./secrets');
const jira = require('./jira');

const DONE_TRANSITION = process.env.JIRA_DONE_TRANSITION || '31';
const MAX_TICKETS = 200;

function* chunk(list, size) {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

const text = (t, isError) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError: true } : {}) });

async function collect(iter, limit) {
  const out = [];
  for await (const item of iter) {
    out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}

const table = {
  find_stale_tickets: {
    description: 'List tickets in a project that have not been updated for N days.',
    inputSchema: { type: 'object', properties: { project: { type: 'string' }, days: { type: 'integer', minimum: 7 } }, required: ['project'] },
    async run(args, ctx) {
      const creds = await jiraCredentials(ctx.team);
      const jql = `project = "${String(args.project).replace(/"/g, '')}" AND updated < -${Number(args.days) || 30}d AND statusCategory != Done`;
      const issues = await collect(jira.client(creds).search(jql), 50);
      return text(issues.map((i) => `${i.key}  ${i.fields.summary}`).join('\n') || 'Nothing stale.');
    },
  },

  bulk_close: {
    description: 'Close every ticket matched by a JQL query after you confirm the list.',
    inputSchema: { type: 'object', properties: { jql: { type: 'string' }, comment: { type: 'string' } }, required: ['jql'] },
    annotations: { destructiveHint: true },
    async run(args, ctx) {
      if (!ctx.requestState) {
        const creds = await jiraCredentials(ctx.team);
        const issues = await collect(jira.client(creds).search(args.jql), MAX_TICKETS);
        if (issues.length === 0) return text('No tickets match.');
        return {
          resultType: 'input_required',
          inputRequests: {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Close ${issues.length} tickets (${issues.slice(0, 5).map((i) => i.key).join(', ')}${issues.length > 5 ? ', …' : ''})?`,
                requestedSchema: { type: 'object', properties: { close: { type: 'boolean' } }, required: ['close'] },
              },
            },
          },
          requestState: pack({ // expect: require-sealed-state
            keys: issues.map((i) => i.key),
            comment: args.comment,
            site: creds.site,
            auth: { email: creds.email, apiToken: creds.apiToken }, // expect: no-secrets-in-state
          }),
        };
      }

      const state = unpack(ctx.requestState); // expect: require-sealed-state
      if (!state) return text('Invalid or expired requestState', true);
      if (ctx.inputResponses?.confirm?.content?.close !== true) return text('Nothing closed.');
      const api = jira.client({ site: state.site, ...state.auth });
      let closed = 0;
      for (const batch of chunk(state.keys, 10)) {
        await Promise.all(batch.map((key) => api.transition(key, DONE_TRANSITION, state.comment)));
        closed += batch.length;
      }
      return text(`Closed ${closed} tickets.`);
    },
  },
};

module.exports = table;
