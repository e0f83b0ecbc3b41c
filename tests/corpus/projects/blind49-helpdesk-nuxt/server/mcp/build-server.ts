import { McpServer } from '@modelcontextprotocol/server';
import { useStateCodec } from '../utils/state-codec';
import { registerEscalateTicket } from './tools/escalate-ticket';
import { registerMergeTickets } from './tools/merge-tickets';

export function buildHelpdeskServer(): McpServer {
  const codec = useStateCodec();
  const server = new McpServer(
    { name: 'acme-helpdesk', version: '1.8.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: codec.verify },
    },
  );
  registerEscalateTicket(server);
  registerMergeTickets(server);
  return server;
}
