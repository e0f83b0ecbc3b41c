// Base class for runner tools plus a mixin that adds an approval elicitation round.
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';

/** Base for all runner tools. Subclasses set static `toolName`/`config` and implement `execute`. */
export class RunnerTool {
  static toolName = '';
  static config = {};

  constructor(services) {
    this.services = services;
  }

  get name() {
    return this.constructor.toolName;
  }

  principal(ctx) {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (!userId) throw new Error('unauthenticated');
    return userId;
  }

  /** Registers this tool on a server; the handler is bound so `this` survives. */
  attach(server) {
    server.registerTool(this.name, this.constructor.config, (args, ctx) => this.execute(args, ctx));
  }

  done(text) {
    return { content: [{ type: 'text', text }] };
  }

  refuse(text) {
    return { content: [{ type: 'text', text }], isError: true };
  }
}

/** Mixin: adds a human approval round (elicitation) to any RunnerTool. */
export const withApproval = (Base) =>
  class extends Base {
    askApproval(message, requestState) {
      return inputRequired({
        inputRequests: {
          approval: inputRequired.elicit({
            message,
            requestedSchema: {
              type: 'object',
              properties: { approve: { type: 'boolean', title: 'Approve' } },
              required: ['approve'],
            },
          }),
        },
        requestState,
      });
    }

    isApproved(ctx) {
      return acceptedContent(ctx.mcpReq.inputResponses, 'approval')?.approve === true;
    }
  };
