import { SignJWT, jwtVerify } from 'jose';
import { createHash } from 'node:crypto';
import { Data, Effect } from 'effect';
import { settings, stateKeys } from './config.js';

export class StateRejected extends Data.TaggedError('StateRejected') {}

const TYP = 'mcp-state+jwt';
const audienceFor = (userId) => `user:${userId}`;

export const digestArgs = (args) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(args).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))
    .digest('base64url');

export const mintState = (claims, { userId, tool }) =>
  Effect.promise(() =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: stateKeys.kid, typ: TYP })
      .setIssuer(settings.issuer)
      .setAudience(audienceFor(userId))
      .setSubject(tool)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(stateKeys.keys.get(stateKeys.kid)),
  );

const resolveKey = (header) => {
  const key = stateKeys.keys.get(header.kid);
  if (!key) throw new Error(`unknown state key ${header.kid}`);
  return key;
};

export const openState = (token, { userId, tool }) =>
  typeof token !== 'string' || token.split('.').length !== 3
    ? Effect.fail(new StateRejected({ reason: 'malformed' }))
    : Effect.tryPromise({
        try: async () => {
          const { payload } = await jwtVerify(token, resolveKey, {
            algorithms: ['HS256'],
            typ: TYP,
            issuer: settings.issuer,
            audience: audienceFor(userId),
            subject: tool,
            maxTokenAge: '5m',
            clockTolerance: 5,
            requiredClaims: ['exp', 'iat'],
          });
          return payload;
        },
        catch: (cause) => new StateRejected({ reason: 'verification failed', cause }),
      });
