import { EventEmitter } from 'node:events';

/**
 * Tools never build MCP results for a pause themselves: they publish a `suspend` event and the
 * suspender (src/rounds/suspender.js) answers it. Keeps the result shape, metrics and logging in
 * one place.
 *
 * A round is `{ tool, userId, inputRequests, token }`; `token` is whatever the tool wants back.
 */
export class RoundBus extends EventEmitter {
  suspend(round) {
    let answer;
    this.emit('suspend', round, (result) => {
      answer = result;
    });
    if (answer === undefined) {
      throw new Error(`no suspender answered for ${round.tool}`);
    }
    return answer;
  }

  resumed(tool, userId) {
    this.emit('resume', { tool, userId, at: Date.now() });
  }
}
