// Base Tool class with multi-round state handling, result helpers and a confirmation mixin.
'use strict';

const sealer = require('../state/sealer');

class Tool {
  /** @returns {{ name: string, description: string, inputSchema: object, annotations?: object }} */
  static get definition() {
    throw new Error(`${this.name} must define static get definition()`);
  }

  get name() {
    return this.constructor.definition.name;
  }

  constructor(deps) {
    this.deps = deps;
  }

  /** Template method. Subclasses implement firstRound / nextRound. */
  async call(args, request, extra) {
    const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (!userId) return Tool.error('Not authenticated.');
    const token = request.params.requestState;
    if (!token) return this.firstRound(args, { userId, request });
    const state = sealer.open(token, { userId, tool: this.name }); // expect: require-sealed-state
    if (!state) return Tool.error('Invalid or expired requestState.');
    return this.nextRound(args, state, { userId, request });
  }

  seal(payload, userId, options = {}) {
    return sealer.seal(payload, { userId, tool: this.name, ...options });
  }

  static text(text) {
    return { content: [{ type: 'text', text }] };
  }

  static error(text) {
    return { content: [{ type: 'text', text }], isError: true };
  }

  static inputRequired(inputRequests, requestState) {
    return { resultType: 'input_required', inputRequests, requestState };
  }
}

/** Mixin adding a yes/no elicitation round. */
const Confirmable = (Base) =>
  class extends Base {
    confirmRequest(message) {
      return {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message,
            requestedSchema: {
              type: 'object',
              properties: { approve: { type: 'boolean', title: 'Approve' } },
              required: ['approve'],
            },
          },
        },
      };
    }

    approved(request) {
      const r = request.params.inputResponses && request.params.inputResponses.confirm;
      return Boolean(r && r.action === 'accept' && r.content && r.content.approve === true);
    }
  };

module.exports = { Tool, Confirmable };
