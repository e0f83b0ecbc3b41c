import type { CallToolResult } from '@modelcontextprotocol/server';

export const text = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }] });

export const refused = (why: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `${why} Start the action again.` }],
});

export const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Confirm' } },
  required: ['confirm'],
} as const;
