import type { RoundState, StateStrategy } from './index.js';

/**
 * Plain base64url JSON, so that MCP Inspector shows what each round carries. Handy while building a tool:
 * you can paste a state into a decoder and see exactly which step the server thinks it is on.
 */
export function inspectStrategy(): StateStrategy {
  return {
    name: 'inspect',

    async mint(state) {
      return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
    },

    async open(token) {
      const state = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as RoundState;
      if (typeof state?.tool !== 'string' || typeof state.step !== 'string') {
        throw new Error('malformed request state');
      }
      return state;
    },
  };
}
