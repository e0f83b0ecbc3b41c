import { inputRequired, type InputRequest } from '@modelcontextprotocol/server';
import type { ZodRawShape } from 'zod';
import type { ToolContext } from './auth.js';
import { stateStrategy, type RoundState } from './state/index.js';

export interface ToolDefinition<Args = any> {
  name: string;
  config: {
    title?: string;
    description: string;
    inputSchema?: ZodRawShape;
    annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean };
  };
  handler(args: Args, ctx: ToolContext): Promise<unknown>;
}

export const defineTool = <Args>(tool: ToolDefinition<Args>) => tool;

export const text = (message: string) => ({ content: [{ type: 'text' as const, text: message }] });

export const refusal = (message: string) => ({ ...text(message), isError: true });

export class StaleRound extends Error {}

/** Ends this round with input requests; the client comes back with the answers and the state. */
export async function askAgain(ctx: ToolContext, inputRequests: Record<string, InputRequest>, state: RoundState) {
  const requestState = await stateStrategy().mint(state, ctx);
  return inputRequired({ inputRequests, requestState }); // expect: require-sealed-state
}

/** The state of the previous round, or undefined on the first one. */
export async function resumed<S extends RoundState>(ctx: ToolContext, tool: string): Promise<S | undefined> {
  const token = ctx.mcpReq.requestState<string>();
  if (token === undefined) return undefined;
  let state: RoundState;
  try {
    state = await stateStrategy().open(token, ctx); // expect: require-sealed-state
  } catch (err) {
    throw new StaleRound(`This ${tool} request can no longer be continued: ${(err as Error).message}`);
  }
  if (state.tool !== tool) throw new StaleRound(`This state belongs to ${state.tool}, not ${tool}.`);
  return state as S;
}
