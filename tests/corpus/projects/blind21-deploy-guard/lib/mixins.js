'use strict';

const crypto = require('node:crypto');
const { inputRequired, acceptedContent } = require('@modelcontextprotocol/server');
const { PlatformClient } = require('./platform');

const hashArgs = (args) =>
  crypto.createHash('sha256').update(JSON.stringify(args, Object.keys(args).sort())).digest('hex');

/** Adds an audit trail. */
const Audited = (Base) =>
  class extends Base {
    audit(event, ctx, details = {}) {
      this.logger.info(JSON.stringify({ at: new Date().toISOString(), event, tool: this.name, user: ctx.user.id, ...details }));
    }
  };

/** Gives the tool a platform client built from the caller's delegated credentials. */
const WithPlatform = (Base) =>
  class extends Base {
    platform(ctx) {
      return new PlatformClient(ctx.platformAuth.accessToken);
    }
  };

/**
 * Human-in-the-loop confirmation. Round one returns an elicitation plus a signed state that
 * carries `payload` and a hash of the exact arguments; round two only runs when both match.
 */
const Confirmable = (Base) =>
  class extends Base {
    async confirmOrRun(args, ctx, { message, payload = {} }, run) {
      const bind = { user: ctx.user.id, tool: this.name };
      const answer = acceptedContent(ctx.inputResponses, 'confirm');
      if (ctx.requestState && answer) {
        const state = this.tokens.verify(ctx.requestState, bind);
        if (state.argsHash !== hashArgs(args)) return { content: [{ type: 'text', text: 'Arguments changed since confirmation.' }], isError: true };
        if (answer.confirm !== true) return { content: [{ type: 'text', text: 'Cancelled by operator.' }] };
        return run(state);
      }
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Proceed' } }, required: ['confirm'] },
          }),
        },
        requestState: this.tokens.issue({ ...payload, argsHash: hashArgs(args) }, bind),
      });
    }
  };

module.exports = { Audited, Confirmable, WithPlatform, hashArgs };
