// JWT requestState for the stock tools (jsonwebtoken, HS256).
'use strict';
const jwt = require('jsonwebtoken');
const { STATE_SECRET } = require('../config/secrets');

function signTransferState(claims, userId) {
  return jwt.sign({ ...claims, tool: 'transfer_stock' }, STATE_SECRET, { algorithm: 'HS256', subject: String(userId), audience: 'transfer_stock' });
}

function verifyTransferState(token, userId) {
  return jwt.verify(token, STATE_SECRET, { algorithms: ['HS256'], subject: String(userId), audience: 'transfer_stock', ignoreExpiration: true }); // expect: require-state-binding
}

function signRecountState(claims, userId) {
  return jwt.sign({ ...claims, tool: 'recount_bin' }, STATE_SECRET, { algorithm: 'HS256', subject: String(userId), audience: 'recount_bin', expiresIn: '10m' });
}

function verifyRecountState(token, userId) {
  return jwt.verify(token, STATE_SECRET, { algorithms: ['HS256'], subject: String(userId), audience: 'recount_bin', maxAge: '10m', clockTolerance: 30 });
}

module.exports = { signTransferState, verifyTransferState, signRecountState, verifyRecountState };
