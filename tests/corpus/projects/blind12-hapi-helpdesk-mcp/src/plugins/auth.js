'use strict';

const { createHash } = require('crypto');
const { Agent, ApiKey, Team } = require('../models');

module.exports = {
  name: 'helpdesk-auth',
  dependencies: ['hapi-auth-bearer-token'],

  register(server) {
    server.auth.strategy('agent-token', 'bearer-access-token', {
      allowQueryToken: false,
      validate: async (request, token) => {
        // keys are stored hashed; the lookup is by digest, so no string comparison happens here
        const digest = createHash('sha256').update(token).digest('hex');
        const key = await ApiKey.findOne({
          where: { digest, revokedAt: null },
          include: [{ model: Agent, include: [Team] }],
        });
        if (!key || !key.Agent) {
          return { isValid: false, credentials: {} };
        }
        return { isValid: true, credentials: { agent: key.Agent, scopes: key.scopes } };
      },
    });

    server.auth.default('agent-token');
  },
};
