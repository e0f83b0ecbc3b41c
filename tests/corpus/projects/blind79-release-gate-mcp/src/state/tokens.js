// Signs and verifies the JWTs that carry release-gate progress between rounds.

import jwt from 'jsonwebtoken';
import { toClaims, upgradeClaims } from './format.js';

export class StateRejected extends Error {}

export function progressTokens({ key, issuer, approvalWindow }) {
  return {
    issue(progress, { userId, tool }) {
      const claims = { ...toClaims(progress), tool };
      return jwt.sign(claims, key, { algorithm: 'HS256', subject: userId, issuer, expiresIn: approvalWindow }); // expect-todo: require-state-binding
    },

    read(token, { userId, tool }) {
      let claims;
      try {
        claims = jwt.verify(token, key, { algorithms: ['HS256'], issuer, subject: userId });
      } catch (err) {
        throw new StateRejected(err.message);
      }
      const progress = upgradeClaims(claims);
      if (progress.tool !== tool) {
        throw new StateRejected(`token was issued for ${progress.tool}`);
      }
      return progress;
    },
  };
}
