// requestState codec (SDK-signed, bound to the agent, five-minute lifetime) and the helpers tools use across rounds.
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import config from './config.js';
import { agentId } from './auth.js';

export var codec = createRequestStateCodec({
  key: config.stateKey,
  ttlSeconds: config.stateTtlSeconds,
  bind: function (ctx) {
    return 'agent:' + agentId(ctx);
  }
});

export function StateRejected() {
  this.name = 'StateRejected';
  this.message = 'Invalid or expired requestState';
}
StateRejected.prototype = Object.create(Error.prototype);
StateRejected.prototype.constructor = StateRejected;

// The codec binds the agent; the tool name and schema version travel in the payload and are checked here.
export function mintFor(ctx, tool, payload) {
  var body = { tool: tool, apiVersion: config.apiVersion };
  Object.keys(payload).forEach(function (key) {
    body[key] = payload[key];
  });
  return codec.mint(body, ctx);
}

export function stateFor(ctx, tool) {
  return Promise.resolve(ctx.mcpReq.requestState()).then(function (state) {
    if (state === undefined || state === null) return null;
    if (typeof state !== 'object' || state.tool !== tool || state.apiVersion !== config.apiVersion) {
      throw new StateRejected();
    }
    return state;
  });
}

export function text() {
  return { content: [{ type: 'text', text: Array.prototype.join.call(arguments, '\n') }] };
}

export function toolError(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}

export function euros(cents) {
  return (cents / 100).toFixed(2) + ' EUR';
}
