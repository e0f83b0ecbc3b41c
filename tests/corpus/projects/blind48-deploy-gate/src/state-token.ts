import jwt from 'jsonwebtoken';
import { settings } from './settings.js';

// Approval state travels through the client as a short JWT. jsonwebtoken's callback API is used
// so signing never blocks the event loop on a slow box.

export interface StateClaims {
  sub: string;
  tool?: string;
  service: string;
  version?: string;
  digest?: string;
  toRevision?: string;
  fromRevision?: string;
  registryToken?: string;
  [extra: string]: unknown;
}

const ISSUER = 'deploy-gate';

export function signStateToken(claims: StateClaims): Promise<string> {
  return new Promise((resolve, reject) => {
    jwt.sign(claims, settings.stateSecret, { algorithm: 'HS256', issuer: ISSUER, expiresIn: '10m' }, (err, token) => { // expect: no-weak-state-key
      if (err || !token) reject(err ?? new Error('jwt.sign produced no token'));
      else resolve(token);
    });
  });
}

export function readStateToken(token: string): Promise<StateClaims> {
  return new Promise((resolve, reject) => {
    jwt.verify(
      token,
      settings.stateSecret,
      {
        algorithms: ['HS256'],
        issuer: ISSUER,
        // approvers are often on VPN laptops whose clocks drift; don't bounce a real approval over that
        clockTolerance: 15 * 60, // expect: require-state-binding
      },
      (err, decoded) => {
        if (err || !decoded || typeof decoded === 'string') reject(err ?? new Error('unexpected token payload'));
        else resolve(decoded as StateClaims);
      },
    );
  });
}
