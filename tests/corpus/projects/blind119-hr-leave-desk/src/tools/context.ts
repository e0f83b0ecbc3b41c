// Shared HR tool helpers for the calling employee and for reply and refusal results.
// @ts-nocheck
import type { WorkdayConfig } from '../workday.js';

export interface HrDeps {
  workday: WorkdayConfig;
}

type Ctx = { http?: { authInfo?: { token: string; extra?: Record<string, unknown> } } };

export function caller(ctx: Ctx): { employeeId: string; accessToken: string } | null {
  const auth = ctx.http?.authInfo;
  const employeeId = auth?.extra?.employeeId;
  if (!auth || typeof employeeId !== 'string') return null;
  return { employeeId, accessToken: auth.token };
}

export const reply = (text: string) => ({ content: [{ type: 'text' as const, text }] });
export const refuse = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });
