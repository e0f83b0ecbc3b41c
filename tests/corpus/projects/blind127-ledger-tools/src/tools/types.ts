// Shared ToolDef type and text result helper for ledger tools.
// @ts-nocheck
import type { ZodTypeAny } from 'zod';
import type { ToolRun } from '../state.js';

export interface ToolDef<A = any> {
  name: string;
  config: {
    title?: string;
    description: string;
    inputSchema: ZodTypeAny;
    annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
  };
  run: ToolRun<A>;
}

export const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
