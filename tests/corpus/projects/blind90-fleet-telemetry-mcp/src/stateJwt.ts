// requestState as HS256 JWTs between tool-call rounds, plus the SDK 1.x helpers that read and build round-trip fields.
// @ts-nocheck
import jwt from 'jsonwebtoken';
import { promisify } from 'node:util';
import settings from './settings.js';

var signAsync = promisify(jwt.sign);
var verifyAsync = promisify(jwt.verify);

function StateJwt(secret, lifetimeSeconds, issuer) {
  this.secret = secret;
  this.lifetime = lifetimeSeconds;
  this.issuer = issuer;
}

StateJwt.prototype.issue = function (claims) {
  return signAsync(claims, this.secret, { algorithm: 'HS256', expiresIn: this.lifetime, issuer: this.issuer });
};

StateJwt.prototype.check = function (token) {
  return verifyAsync(token, this.secret, { algorithms: ['HS256'], issuer: this.issuer });
};

export var stateJwt = new StateJwt(settings.stateSecret, settings.stateLifetimeSeconds, settings.serviceName); // expect: no-weak-state-key

export function stateFrom(extra) {
  var meta = extra && extra._meta;
  return meta && typeof meta.requestState === 'string' ? meta.requestState : null;
}

export function answerFrom(extra, key) {
  var meta = extra && extra._meta;
  var entry = meta && meta.inputResponses && meta.inputResponses[key];
  return entry && entry.action === 'accept' ? entry.content || {} : null;
}

export function formRequest(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message: message, requestedSchema: { type: 'object', properties: properties, required: required || [] } }
  };
}

export function pendingResult(inputRequests, requestState) {
  return {
    content: [],
    resultType: 'input_required',
    inputRequests: inputRequests,
    requestState: requestState,
    _meta: { requestState: requestState }
  };
}

export function textResult() {
  return { content: [{ type: 'text', text: Array.prototype.slice.call(arguments).join('\n') }] };
}

export function errorResult(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}
