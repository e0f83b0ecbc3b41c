// Shared tool helpers for reading the caller's user id and building text, error and confirmation replies.
'use strict';

/**
 * Pulls the caller's user id out of the 1.x handler `extra`. Our gateway puts the
 * OIDC subject into authInfo.extra.userId; clientId is the OAuth client, not the user.
 */
function userIdFrom(extra) {
  const id = extra && extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!id) {
    const err = new Error('not authenticated');
    err.code = 401;
    throw err;
  }
  return String(id);
}

function text(t) {
  return { content: [{ type: 'text', text: t }] };
}

function toolError(t) {
  return { isError: true, content: [{ type: 'text', text: t }] };
}

function elicitConfirm(message, field = 'confirm') {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { [field]: { type: 'boolean' } },
        required: [field],
      },
    },
  };
}

module.exports = { userIdFrom, text, toolError, elicitConfirm };
