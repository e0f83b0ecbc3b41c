// search_tickets tool: read-only ticket search scoped to the caller's tenant.
const helpdesk = require('../helpdesk');

const definition = {
  name: 'search_tickets',
  title: 'Search tickets',
  description: 'Search helpdesk tickets by text, status or assignee.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string' },
      status: { type: 'string', enum: ['open', 'pending', 'solved', 'closed'] },
      assignee: { type: 'string' },
      limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
    },
  },
  annotations: { readOnlyHint: true },
};

async function handler(args, { identity }) {
  const params = { per_page: String(args.limit ?? 20) };
  if (args.query) params.q = args.query;
  if (args.status) params.status = args.status;
  if (args.assignee) params.assignee = args.assignee;

  const result = await helpdesk.searchTickets(identity.tenantId, params);
  const tickets = result?.tickets ?? [];
  const text = tickets.length
    ? tickets.map((t) => `#${t.id} [${t.status}] ${t.subject} — ${t.assignee ?? 'unassigned'}`).join('\n')
    : 'No tickets matched.';
  return { content: [{ type: 'text', text }], structuredContent: { tickets } };
}

module.exports = { definition, handler };
