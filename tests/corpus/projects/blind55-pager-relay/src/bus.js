// A tiny event-driven tool bus: tools register themselves by name, the MCP
// CallTool handler dispatches through here, and hooks listen for
// before/after/failed events (audit log, metrics, Slack echo...).
import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import { settings } from './settings.js';

export class ToolBus extends EventEmitter {
  #tools = new Map();

  register(name, impl) {
    if (this.#tools.has(name)) throw new Error(`tool "${name}" is already registered`);
    if (typeof impl.call !== 'function') throw new TypeError(`tool "${name}" has no call()`);
    this.#tools.set(name, impl);
    this.emit('registered', name, impl);
    return this;
  }

  definitions() {
    return [...this.#tools.values()].map((impl) => impl.definition);
  }

  async dispatch(params, extra) {
    const impl = this.#tools.get(params.name);
    if (!impl) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${params.name}` }] };
    }

    // What every tool gets besides its params. The bearer is kept so tools can
    // exchange it for an upstream token when they need to act as the caller.
    const ctx = {
      tool: params.name,
      userId: extra.authInfo?.extra?.userId,
      bearer: extra.authInfo?.token,
      settings,
      signal: extra.signal,
      requestId: extra.requestId,
    };
    if (!ctx.userId) {
      return { isError: true, content: [{ type: 'text', text: 'This relay needs a signed-in user.' }] };
    }

    this.emit('before', ctx, params);
    const started = performance.now();
    try {
      const result = await impl.call(params, ctx);
      this.emit('after', ctx, result, performance.now() - started);
      return result;
    } catch (err) {
      this.emit('failed', ctx, err);
      return { isError: true, content: [{ type: 'text', text: `PagerDuty call failed: ${err.message}` }] };
    }
  }
}

export const bus = new ToolBus();
