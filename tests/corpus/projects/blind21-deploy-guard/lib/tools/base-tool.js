'use strict';

class BaseTool {
  /** @param {{ tokens: import('../state-token').StateTokens, logger?: Console }} deps */
  constructor(deps) {
    this.tokens = deps.tokens;
    this.logger = deps.logger || console;
  }

  get name() {
    throw new Error(`${this.constructor.name} must define a name`);
  }

  get config() {
    throw new Error(`${this.constructor.name} must define a config`);
  }

  async run(args, ctx) {
    throw new Error(`${this.constructor.name}.run() not implemented`);
  }

  /** Adapts the SDK handler context to the small shape our tools use. */
  toContext(sdkCtx) {
    const auth = sdkCtx.http && sdkCtx.http.authInfo;
    const extra = (auth && auth.extra) || {};
    return {
      user: { id: extra.userId, email: extra.email },
      platformAuth: extra.platform || {},
      inputResponses: sdkCtx.mcpReq.inputResponses || {},
      requestState: sdkCtx.mcpReq.requestState(),
    };
  }

  handler() {
    return async (args, sdkCtx) => {
      const ctx = this.toContext(sdkCtx);
      if (!ctx.user.id) return BaseTool.error('Not authenticated.');
      try {
        return await this.run(args, ctx);
      } catch (err) {
        this.logger.error(`[${this.name}]`, err);
        return BaseTool.error(err.message);
      }
    };
  }

  static text(text, structuredContent) {
    return structuredContent ? { content: [{ type: 'text', text }], structuredContent } : { content: [{ type: 'text', text }] };
  }

  static error(text) {
    return { content: [{ type: 'text', text }], isError: true };
  }
}

module.exports = { BaseTool };
