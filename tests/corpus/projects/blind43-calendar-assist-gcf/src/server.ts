import { McpServer } from '@modelcontextprotocol/server';
import type { StateCodec } from './state/codec.js';
import { registerCancelMeeting } from './tools/cancel.js';
import { registerProposeMeeting } from './tools/propose.js';

export function buildServer(codec: StateCodec): McpServer {
  const server = new McpServer(
    { name: 'calendar-assist', version: '1.3.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  registerProposeMeeting(server, codec);
  registerCancelMeeting(server, codec);
  return server;
}
