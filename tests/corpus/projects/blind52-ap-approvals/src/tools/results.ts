import type { CallToolResult } from '@modelcontextprotocol/server';

export const text = (message: string): CallToolResult => ({
  content: [{ type: 'text', text: message }],
});

export const toolError = (message: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: message }],
});

export const STALE_SESSION =
  'This approval session has expired or was started by someone else. Run the tool again to start over.';
