// Every tool module is wrapped in a Proxy so calls to handle() get a span and
// a consistent error result, without each tool importing the tracer.
import { trace, SpanStatusCode } from '@opentelemetry/api';
import { SERVICE_NAME } from '../constants.js';

const tracer = trace.getTracer(SERVICE_NAME);

export function intercept(toolModule) {
  return new Proxy(toolModule, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== 'handle' || typeof value !== 'function') return value;

      return async function interceptedHandle(args, ctx) {
        return tracer.startActiveSpan(`tool ${target.name}`, async (span) => {
          span.setAttribute('mcp.tool', target.name);
          span.setAttribute('mcp.resumed', ctx.mcpReq.requestState() !== undefined);
          try {
            return await value.call(target, args, ctx);
          } catch (err) {
            span.recordException(err);
            span.setStatus({ code: SpanStatusCode.ERROR });
            return { isError: true, content: [{ type: 'text', text: `${target.name} failed: ${err.message}` }] };
          } finally {
            span.end();
          }
        });
      };
    },
  });
}
