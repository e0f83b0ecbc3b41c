import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { injectAll, singleton } from 'tsyringe';

/** Params of a tools/call on the 2026-07-28 revision (SDK 1.x doesn't type these yet). */
export interface RoundTripParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
  requestState?: string;
}

export interface CallerContext {
  userId: string;
  clientId?: string;
}

export type ToolOutcome =
  | { resultType?: 'complete'; content: Array<{ type: 'text'; text: string }>; isError?: boolean }
  | {
      resultType: 'input_required';
      inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
      requestState: string;
    };

export abstract class LedgerTool {
  abstract readonly definition: Tool;

  get name(): string {
    return this.definition.name;
  }

  abstract invoke(params: RoundTripParams, caller: CallerContext): Promise<ToolOutcome>;

  protected text(text: string, isError = false): ToolOutcome {
    return { resultType: 'complete', content: [{ type: 'text', text }], isError };
  }
}

export const LEDGER_TOOLS = 'LedgerTools';

@singleton()
export class ToolRegistry {
  private readonly byName = new Map<string, LedgerTool>();

  constructor(@injectAll(LEDGER_TOOLS) tools: LedgerTool[]) {
    for (const tool of tools) {
      this.byName.set(tool.name, tool);
    }
  }

  list() {
    return [...this.byName.values()].map((t) => t.definition);
  }

  get(name: string): LedgerTool | undefined {
    return this.byName.get(name);
  }
}
