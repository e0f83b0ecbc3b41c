import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { env } from '../env.js';

const ISSUER = 'urn:mapworks:geo-ingest:state';
const key = new TextEncoder().encode(env.STATE_SECRET);

export type StateFailure =
  | { kind: 'expired' }
  | { kind: 'invalid'; reason: string };

const classify = (err: unknown): StateFailure =>
  err instanceof errors.JWTExpired
    ? { kind: 'expired' }
    : { kind: 'invalid', reason: err instanceof Error ? err.message : String(err) };

/** issueState('purge_dataset', userId)({ ...claims }) */
export const issueState =
  (tool: string, subject: string) =>
  <C extends JWTPayload>(claims: C): Promise<string> =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'geo-state+jwt' })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setAudience(tool)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key); // expect: no-weak-state-key

/** readState<Pending>('purge_dataset', userId)(token) : TaskEither<StateFailure, Pending> */
export const readState =
  <C extends JWTPayload>(tool: string, subject: string) =>
  (token: string): TE.TaskEither<StateFailure, C> =>
    pipe(
      TE.tryCatch(
        () =>
          jwtVerify<C>(token, key, {
            issuer: ISSUER,
            audience: tool,
            subject,
            algorithms: ['HS256'],
            typ: 'geo-state+jwt',
            // import workers run on spot nodes whose clocks drift; be lenient
            clockTolerance: '2h', // expect: require-state-binding
          }),
        classify,
      ),
      TE.map(({ payload }) => payload),
    );
