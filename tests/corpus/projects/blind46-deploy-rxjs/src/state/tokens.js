import { SignJWT, jwtVerify } from 'jose';
import { from, map } from 'rxjs';
import { env } from '../env.js';

const ISSUER = `deploy-mcp/${env.version}`;

// issueRound({ userId, tool })(claims): Observable of the signed round token.
export const issueRound =
  ({ userId, tool }) =>
  (claims) =>
    from(
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(userId)
        .setAudience(tool)
        .setIssuedAt()
        .setExpirationTime('2h') // expect-todo: require-state-binding
        .sign(env.stateKey), // expect: no-weak-state-key
    );

// readRound({ userId, tool })(token): Observable of the verified claims; errors on anything else.
export const readRound =
  ({ userId, tool }) =>
  (token) =>
    from(
      jwtVerify(token, env.stateKey, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        subject: userId,
        audience: tool,
      }),
    ).pipe(map(({ payload }) => payload));
