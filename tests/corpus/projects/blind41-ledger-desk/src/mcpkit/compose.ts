import type { CallToolResult, InputRequiredResult, ServerContext } from '@modelcontextprotocol/server';

export type ToolResult = CallToolResult | InputRequiredResult;

export interface Caller {
  userId: string;
  clientId: string;
  scopes: string[];
}

/** The SDK context plus what our middlewares add. */
export type ToolCtx = ServerContext & { caller?: Caller };

export type Handler<A> = (args: A, ctx: ToolCtx) => Promise<ToolResult>;
export type Middleware = <A>(next: Handler<A>) => Handler<A>;

/** pipe(a, b, c)(handler) runs a, then b, then c, then the handler. */
export function pipe(...layers: Middleware[]) {
  return <A>(handler: Handler<A>): Handler<A> => layers.reduceRight<Handler<A>>((next, layer) => layer(next), handler);
}

export const denied = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });
export const say = (text: string): CallToolResult => ({ content: [{ type: 'text', text }] });
