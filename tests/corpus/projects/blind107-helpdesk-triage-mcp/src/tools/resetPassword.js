// src/tools/resetPassword.js — reset_user_password: sets a one-time password for an employee after confirmation
import crypto from 'crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import directory from '../directory.js';
import * as tickets from '../ticketsDb.js';
import { mint, open } from '../stateJwt.js';
import { currentAgent, rawState, text, toolError } from '../lib/results.js';

var TOOL = 'reset_user_password';
var ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function temporaryPassword(length) {
  var bytes = crypto.randomBytes(length);
  var out = '';
  for (var i = 0; i < length; i++) out += ALPHABET[bytes[i] % ALPHABET.length];
  return out;
}

export default function registerResetPassword(server) {
  server.registerTool(TOOL, {
    description: 'Reset an employee password to a one-time password they must change at next sign-in.',
    inputSchema: z.object({
      username: z.string().regex(/^[a-z][a-z0-9._-]{1,63}$/),
      ticketId: z.number().int().positive()
    }),
    annotations: { destructiveHint: true }
  }, async function (args, ctx) {
    var agent = currentAgent(ctx);
    if (!agent) return toolError('Sign in as a service desk agent first.');
    if (agent.scopes.indexOf('helpdesk:reset') === -1) return toolError('Password resets need the helpdesk:reset scope.');

    var raw = rawState(ctx);
    if (!raw) {
      var account = await directory.lookupUserAsync(args.username);
      if (!account) return toolError('No directory account ' + args.username + '.');
      if (account.privileged) return toolError(args.username + ' is a privileged account; use the PAM workflow.');

      var claims = {
        target: account.username,
        ticketId: args.ticketId,
        tempPassword: temporaryPassword(14), // expect: no-secrets-in-state
        manager: account.manager_email
      };
      var token = await mint(claims, { tool: TOOL }); // expect-todo: require-state-binding
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: 'Reset the password of ' + account.display_name + ' (' + account.username + ') for ticket #' + args.ticketId + '?',
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Reset password now' } },
              required: ['confirm']
            }
          })
        },
        requestState: token
      });
    }

    var st = await open(raw, { tool: TOOL });
    if (!st || st.target !== args.username || st.ticketId !== args.ticketId) {
      return toolError('This reset request is no longer valid. Start again.');
    }
    var answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer || answer.confirm !== true) return text('Password reset cancelled.');

    await directory.setPasswordAsync(st.target, st.tempPassword, { mustChange: true, actor: agent.userId });
    await tickets.logPasswordReset(st.target, agent.userId);
    await tickets.addAudit(st.ticketId, agent.userId, 'password_reset', st.target);
    return text('Password for ' + st.target + ' reset. One-time password: ' + st.tempPassword + ' (share it with the user by phone only).');
  });
}
