// Package tools: small result constructors shared by the tool files.

export interface TextResult {
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

export function Text(text: string): TextResult {
  return { content: [{ type: 'text', text }] };
}

export function ToolError(text: string): TextResult {
  return { content: [{ type: 'text', text }], isError: true };
}

export const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Yes, go ahead' } },
  required: ['confirm'],
} as const;
