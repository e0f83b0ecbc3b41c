// Shared tool dependencies and helpers for text results, errors and the signed-in user id.
// @ts-nocheck
import type { StateSealer } from '../seal';
import type { ReleasesClient } from '../releases';

export interface ToolDeps {
  sealer: StateSealer;
  releases: ReleasesClient;
}

export function toolError(text: string) {
  return { isError: true, content: [{ type: 'text' as const, text }] };
}

export function text(text: string) {
  return { content: [{ type: 'text' as const, text }] };
}

export function userOf(ctx: { http?: { authInfo?: { extra?: Record<string, unknown> } } }): string | undefined {
  const id = ctx.http?.authInfo?.extra?.userId;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}
