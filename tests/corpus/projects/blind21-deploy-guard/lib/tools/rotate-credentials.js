'use strict';

const crypto = require('node:crypto');
const { z } = require('zod');
const { inputRequired, acceptedContent } = require('@modelcontextprotocol/server');
const { BaseTool } = require('./base-tool');
const { Audited, WithPlatform } = require('../mixins');
const { encryptState, decryptState } = require('../vault');

const generatePassword = () => crypto.randomBytes(24).toString('base64url');

class RotateCredentialsTool extends Audited(WithPlatform(BaseTool)) {
  get name() {
    return 'rotate_db_credentials';
  }

  get config() {
    return {
      description: 'Generate a new password for a database user and apply it after the operator confirms.',
      inputSchema: { dbId: z.string(), username: z.string() },
      annotations: { destructiveHint: true },
    };
  }

  async run(args, ctx) {
    const bind = { user: ctx.user.id, tool: this.name };
    const answer = acceptedContent(ctx.inputResponses, 'confirm');

    if (!ctx.requestState || !answer) {
      // Generate up front so the retry applies exactly the password that was approved.
      const password = generatePassword();
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Rotate the password of ${args.username} on ${args.dbId}? Services using it will need a redeploy.`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: encryptState({ dbId: args.dbId, username: args.username, password }, bind), // expect: require-sealed-state
      });
    }

    const state = decryptState(ctx.requestState, bind); // expect: require-sealed-state
    if (state.dbId !== args.dbId || state.username !== args.username) return BaseTool.error('Arguments changed since confirmation.');
    if (answer.confirm !== true) return BaseTool.text('Rotation cancelled.');

    await this.platform(ctx).setDatabasePassword(state.dbId, state.username, state.password);
    this.audit('rotate_db_credentials', ctx, { dbId: state.dbId, username: state.username });
    return BaseTool.text(`Password for ${state.username}@${state.dbId} rotated; the platform publishes it to the secrets manager.`);
  }
}

module.exports = { RotateCredentialsTool };
