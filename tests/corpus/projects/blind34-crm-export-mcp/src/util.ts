import { inputRequired } from '@modelcontextprotocol/server';

type Ctxish = { http?: { authInfo?: { token?: string; extra?: Record<string, unknown> } } };

// the signed-in CRM user. requireBearerAuth's verifier puts it in authInfo.extra
export function callerId(ctx: Ctxish): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('request has no authenticated user');
  return id;
}

// the caller's own CRM token, used for API calls in this request only
export function callerToken(ctx: Ctxish): string {
  const t = ctx.http?.authInfo?.token;
  if (!t) throw new Error('request has no bearer token');
  return t;
}

export const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
export const fail = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

export function yesNo(message: string) {
  return inputRequired.elicit({
    message,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
  });
}

export function chunk<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
