'use strict';

/**
 * Bearer auth for the MCP endpoint. The assistant holds a Zendesk OAuth token for the
 * agent; we ask Zendesk who it belongs to and hang the result on req.auth, which the
 * SDK's streamable HTTP transport hands to handlers as extra.authInfo.
 *
 * @param {import('../lib/zendesk')} zendesk
 */
module.exports = function authenticate(zendesk) {
  return function (req, res, next) {
    var header = req.headers.authorization || '';
    var parts = header.split(' ');

    if (parts.length !== 2 || !/^Bearer$/i.test(parts[0])) {
      res.set('WWW-Authenticate', 'Bearer realm="helpdesk-escalation"');
      return res.status(401).json({ error: 'unauthorized' });
    }

    zendesk.whoAmI(parts[1], function (err, me) {
      if (err || !me) return res.status(401).json({ error: 'invalid_token' });
      if (me.role === 'end-user') return res.status(403).json({ error: 'agents_only' });

      req.auth = {
        token: parts[1],
        clientId: 'zendesk-oauth',
        scopes: ['read', 'write'],
        extra: { userId: String(me.id), email: me.email, role: me.role }
      };
      next();
    });
  };
};
