'use strict';

const { BadRequest } = require('@feathersjs/errors');
const { StateToken } = require('../lib/state-token');

const DRAFT_PREFIX = 'draft:';

/**
 * before:create hook on `mcp-calls`. Turns the echoed requestState into
 * `params.resumed` (signed state) or `params.draft` (ticket drafts).
 */
module.exports = function resumeState() {
  return async (context) => {
    const { data, params, app } = context;
    const raw = data.requestState;
    if (!raw) return context;

    if (raw.startsWith(DRAFT_PREFIX)) {
      // Drafts only hold what the user typed so far.
      params.draft = JSON.parse(Buffer.from(raw.slice(DRAFT_PREFIX.length), 'base64url').toString('utf8'));
      return context;
    }

    const claims = StateToken.open(raw, app.get('stateKey'));
    if (claims.sub !== String(params.user.id) || claims.tool !== data.name) {
      throw new BadRequest('Request state does not belong to this call');
    }
    params.resumed = claims;
    return context;
  };
};
