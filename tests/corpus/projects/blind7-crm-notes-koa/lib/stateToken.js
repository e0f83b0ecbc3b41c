'use strict';

const jwt = require('jsonwebtoken');
const _ = require('lodash');
const { stateKey } = require('./secrets');

const ISSUER = 'crm-notes-mcp';

function issue(claims, { user, tool }) {
  return jwt.sign(
    { ...claims, tool },
    stateKey, // expect: no-weak-state-key
    { algorithm: 'HS256', issuer: ISSUER, subject: user, expiresIn: '45m' },
  );
}

function open(token, { user, tool }) {
  const claims = jwt.verify(token, stateKey, { algorithms: ['HS256'], issuer: ISSUER, subject: user });
  if (claims.tool !== tool) {
    const err = new Error('state belongs to another tool');
    err.code = -32602;
    throw err;
  }
  return claims;
}

function peek(token) {
  if (!token) return { step: 'start' };
  const claims = jwt.decode(token);
  return _.defaults(_.pick(claims, ['step', 'primaryId', 'duplicateIds', 'notebookId']), { step: 'start' });
}

module.exports = { issue, open, peek };
