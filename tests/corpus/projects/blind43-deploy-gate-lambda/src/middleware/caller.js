import { CognitoJwtVerifier } from 'aws-jwt-verify';
import createError from 'http-errors';

/**
 * middy middleware: verifies the Cognito access token and puts the caller on the Lambda context.
 * Runs after http-header-normalizer, so the header name is lower case.
 */
export function cognitoCaller({ userPoolId, clientId }) {
  const verifier = CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: 'access' });
  const unauthorized = (message) =>
    createError(401, message, { headers: { 'WWW-Authenticate': 'Bearer realm="deploy-gate"' }, expose: true });

  return {
    before: async (request) => {
      const [scheme, token] = (request.event.headers?.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('Missing bearer token');

      let claims;
      try {
        claims = await verifier.verify(token);
      } catch {
        throw unauthorized('Invalid or expired token');
      }
      request.context.caller = {
        userId: claims.sub,
        username: claims.username,
        groups: claims['cognito:groups'] ?? [],
      };
    },
  };
}
