// src/stateJwt.js — signs and checks requestState as short-lived HS256 JWTs
import util from 'util';
import jwt from 'jsonwebtoken';
import config from './config.js';

var signAsync = util.promisify(jwt.sign);
var verifyAsync = util.promisify(jwt.verify);

var ISSUER = config.serviceName;

export function mint(claims, opts) {
  var options = { algorithm: 'HS256', expiresIn: '10m', issuer: ISSUER, audience: opts.tool };
  if (opts.user) options.subject = String(opts.user);
  return signAsync(claims, config.stateSecret, options); // expect: no-weak-state-key
}

export function open(token, opts) {
  if (typeof token !== 'string' || !token) return Promise.resolve(null);
  var options = { algorithms: ['HS256'], issuer: ISSUER, audience: opts.tool };
  if (opts.user) options.subject = String(opts.user);
  return verifyAsync(token, config.stateSecret, options).catch(function (err) {
    console.warn('requestState rejected for %s: %s', opts.tool, err.message);
    return null;
  });
}
