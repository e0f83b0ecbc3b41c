'use strict';

const jwt = require('jsonwebtoken');
const { z } = require('zod');
const { inputRequired, acceptedContent } = require('@modelcontextprotocol/server');
const { BaseTool } = require('./base-tool');
const { Audited, WithPlatform } = require('../mixins');

class RollbackTool extends Audited(WithPlatform(BaseTool)) {
  get name() {
    return 'rollback_service';
  }

  get config() {
    return {
      description: 'Roll a service back to one of its recent releases. Asks which one.',
      inputSchema: { service: z.string().regex(/^[a-z0-9-]+$/), env: z.enum(['staging', 'production']) },
      annotations: { destructiveHint: true },
    };
  }

  async run(args, ctx) {
    const platform = this.platform(ctx);
    const pick = acceptedContent(ctx.inputResponses, 'release');

    if (!ctx.requestState || !pick) {
      const releases = await platform.releases(args.service, args.env, 5);
      if (releases.length < 2) return BaseTool.error('Nothing to roll back to.');
      const [, ...older] = releases;
      return inputRequired({
        inputRequests: {
          release: inputRequired.elicit({
            message: `Roll ${args.service} (${args.env}) back to which release?`,
            requestedSchema: {
              type: 'object',
              properties: { releaseId: { type: 'string', oneOf: older.map((r) => ({ const: r.id, title: `${r.id} — ${r.createdAt}` })) } },
              required: ['releaseId'],
            },
          }),
        },
        requestState: this.tokens.issue(
          { service: args.service, env: args.env, offered: older.map((r) => r.id) },
          { user: ctx.user.id, tool: this.name },
        ),
      });
    }

    // The state was signed by us in round one; we only need the offered list back out of it.
    const { service, env, offered } = jwt.decode(ctx.requestState); // expect: require-sealed-state
    if (!offered.includes(pick.releaseId)) return BaseTool.error('That release was not one of the options.');

    const rollback = await platform.rollback(service, env, pick.releaseId);
    this.audit('rollback', ctx, { service, env, releaseId: pick.releaseId, rollbackId: rollback.id });
    return BaseTool.text(`Rolling ${service} (${env}) back to ${pick.releaseId}.`, { rollbackId: rollback.id });
  }
}

module.exports = { RollbackTool };
