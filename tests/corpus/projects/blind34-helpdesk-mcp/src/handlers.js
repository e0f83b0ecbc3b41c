import { getTicket, searchTickets } from './tickets.js';
import { textResult, errorResult, ticketLine, userOf, encodeCursor, decodeCursor } from './utils.js';
import { closeTicketTool } from './tools/close.js';
import { escalateTool } from './tools/escalate.js';
import { reassignTool } from './tools/reassign.js';

export var TOOLS = [
  {
    name: 'get_ticket',
    description: 'Show one ticket',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'search_tickets',
    description: 'Full text search over tickets. Pass the cursor from the last answer to get the next page.',
    inputSchema: { type: 'object', properties: { query: { type: 'string' }, cursor: { type: 'string' } }, required: ['query'] },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'close_ticket',
    description: 'Close a ticket (asks for confirmation first)',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
    annotations: { destructiveHint: true },
  },
  {
    name: 'escalate_ticket',
    description: 'Escalate a ticket to engineering (files a Jira issue)',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
  },
  {
    name: 'reassign_ticket',
    description: 'Hand a ticket to another agent of a team',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' }, team: { type: 'string' } }, required: ['ticketId'] },
  },
];

export async function handleCall(request, extra) {
  var params = request.params;
  var args = params.arguments || {};
  var user = userOf(extra);
  if (!user) return errorResult('This server needs a signed-in helpdesk user.');

  switch (params.name) {
    case 'get_ticket': {
      var t = await getTicket(args.ticketId);
      return t ? textResult(ticketLine(t) + '\n\n' + t.body) : errorResult('No such ticket');
    }

    case 'search_tickets': {
      var page = args.cursor ? decodeCursor(args.cursor).page : 1;
      var found = await searchTickets(args.query, page);
      var lines = found.items.map(ticketLine).join('\n') || 'nothing found';
      return textResult(found.more ? lines + '\n\nnext cursor: ' + encodeCursor({ page: page + 1 }) : lines);
    }

    case 'close_ticket':
      return closeTicketTool(params, extra);

    case 'escalate_ticket':
      return escalateTool(params, extra);

    case 'reassign_ticket':
      return reassignTool(params, extra);

    default:
      return errorResult('Unknown tool ' + params.name);
  }
}
