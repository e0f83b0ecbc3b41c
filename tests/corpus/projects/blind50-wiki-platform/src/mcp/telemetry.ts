// Every tool handler is wrapped: a log line in, a log line out, and a latency histogram in Redis-backed
// metrics (scraped by the sidecar). Nothing here looks inside the continuation.
type Handler<A, C, R> = (args: A, ctx: C) => Promise<R>;

interface CtxWithState {
  mcpReq: { requestState(): unknown };
}

const timings = new Map<string, number[]>();

export function withToolTelemetry<A, C extends CtxWithState, R>(tool: string, handler: Handler<A, C, R>): Handler<A, C, R> {
  return async (args, ctx) => {
    const started = performance.now();
    const resumed = ctx.mcpReq.requestState() !== undefined;
    console.info(JSON.stringify({ event: 'mcp.tool.start', tool, resumed }));
    try {
      return await handler(args, ctx);
    } catch (err) {
      console.error(JSON.stringify({ event: 'mcp.tool.error', tool, message: (err as Error).message }));
      throw err;
    } finally {
      const ms = performance.now() - started;
      const list = timings.get(tool) ?? [];
      list.push(ms);
      if (list.length > 500) list.shift();
      timings.set(tool, list);
    }
  };
}

export function toolTimings() {
  return Object.fromEntries(
    [...timings].map(([tool, list]) => [tool, { n: list.length, p50: [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] }]),
  );
}
