// Helpers shared by the scheduling tools: caller identity, result builders and argument digests.
// @ts-nocheck
import { createHash } from 'node:crypto';

export const text = (t: string) => ({ content: [{ type: 'text', text: t }] });

export const toolError = (t: string) => ({ isError: true, content: [{ type: 'text', text: t }] });

export function callerOf(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId) throw new Error('this server requires an authenticated HTTP caller');
  return { userId: extra.userId as string, patientId: extra.patientId as string | null };
}

export function digestArgs(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(args, Object.keys(args).sort());
  return createHash('sha256').update(canonical).digest('base64url');
}

export const whenLabel = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
