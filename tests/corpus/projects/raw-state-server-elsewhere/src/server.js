// The notes server's McpServer, built in its own module without a requestState.verify hook; tools register on it elsewhere.
import { McpServer } from '@modelcontextprotocol/server';

export const server = new McpServer({ name: 'notes', version: '0.5.0' }, { capabilities: { tools: {} } });
