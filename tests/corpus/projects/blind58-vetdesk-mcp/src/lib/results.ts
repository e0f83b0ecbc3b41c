import type { CallToolResult } from '@modelcontextprotocol/server';

export const text = (message: string): CallToolResult => ({
  content: [{ type: 'text', text: message }],
});

export const toolError = (message: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: message }],
});

export function formatWhen(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
