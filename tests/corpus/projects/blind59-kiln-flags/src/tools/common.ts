import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';

/** The end user behind the call: the verified token's subject over HTTP, the local account on stdio. */
export function who(ctx: ServerContext): string {
  const http = ctx.http;
  if (!http) return `local:${process.env.USER ?? 'unknown'}`;
  const id = http.authInfo?.extra?.userId;
  if (typeof id !== 'string' || !id) throw new Error('kiln: no authenticated user on this request');
  return id;
}

const escapeMd = (value: unknown): string => String(value).replace(/[\\`*_{}[\]()#+\-.!|>]/g, '\\$&');

/** Markdown template: interpolations are escaped, the literal parts are not. */
export const md = (parts: TemplateStringsArray, ...values: unknown[]): string =>
  parts.reduce((out, part, i) => out + part + (i < values.length ? escapeMd(values[i]) : ''), '');

export const refuse = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

export const say = (text: string, structuredContent?: Record<string, unknown>): CallToolResult =>
  Object.assign({ content: [{ type: 'text' as const, text }] }, structuredContent && { structuredContent });
