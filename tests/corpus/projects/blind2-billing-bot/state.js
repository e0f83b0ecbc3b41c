'use strict';
const jwt = require('jsonwebtoken');
const config = require('./config');

const base = () => ({ algorithm: 'HS256', issuer: config.jwtIssuer });

/* ----- refunds --------------------------------------------------------- */

function mintRefundState(userId, refund) {
  return jwt.sign({ refund }, config.jwtSecret, { // expect: no-weak-state-key
    ...base(),
    subject: userId,
    audience: 'issue_refund',
    expiresIn: '10m',
  });
}

function verifyRefundState(token, userId) {
  return jwt.verify(token, config.jwtSecret, {
    algorithms: ['HS256'],
    issuer: config.jwtIssuer,
    subject: userId,
    audience: 'issue_refund',
    clockTolerance: config.refundClockSkewSeconds, // expect: require-state-binding
  }).refund;
}

/* ----- plan changes ---------------------------------------------------- */

function mintPlanChangeState(userId, change) {
  // no expiresIn: the proration preview is recomputed on the second round anyway
  return jwt.sign({ change }, config.jwtSecret, { ...base(), subject: userId, audience: 'change_plan' }); // expect: require-state-binding
}

function verifyPlanChangeState(token, userId) {
  return jwt.verify(token, config.jwtSecret, {
    algorithms: ['HS256'],
    issuer: config.jwtIssuer,
    subject: userId,
    audience: 'change_plan',
  }).change;
}

/* ----- cancellations --------------------------------------------------- */

function mintCancelState(userId, cancel) {
  return jwt.sign({ cancel }, config.jwtSecret, {
    ...base(),
    subject: userId,
    audience: 'cancel_subscription',
    expiresIn: '5m',
  });
}

/** Cheap read used on the hot path; the state is ours anyway. */
function readCancelState(token) {
  const decoded = jwt.decode(token); // todo-not: require-sealed-state
  return decoded && decoded.cancel;
}

module.exports = {
  mintRefundState,
  verifyRefundState,
  mintPlanChangeState,
  verifyPlanChangeState,
  mintCancelState,
  readCancelState,
};
