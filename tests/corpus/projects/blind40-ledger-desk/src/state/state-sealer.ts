import { createHash } from 'node:crypto';
import type { ToolResult } from '../types.js';

export interface StateBinding {
  userId: string;
  tool: string;
  /** Pass the call's arguments for anything that moves money. */
  args?: Record<string, unknown>;
}

export interface StateSealer {
  seal<T>(data: T, binding: StateBinding): string;
  /** Returns the data, or null when the token is forged, expired or not for this binding. */
  open<T>(token: string, binding: StateBinding): T | null;
}

export function argsDigest(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('base64url');
}

export function refusal(message: string): ToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}
