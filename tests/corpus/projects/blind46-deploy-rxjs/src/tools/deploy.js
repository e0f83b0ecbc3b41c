import { catchError, map, mergeMap, of } from 'rxjs';
import { checkPolicy, currentRelease, startDeploy } from '../platform.js';
import { accepted, askFor, elicit, failure, orFailure, text } from '../rx.js';
import { issueRound, readRound } from '../state/tokens.js';

export const DEPLOY = 'deploy';

const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Deploy now' } },
  required: ['confirm'],
};

const userOf = (extra) => extra.authInfo?.extra?.userId;

const firstRound = ({ service, version, environment }, extra) => {
  const callerToken = extra.authInfo.token;
  return checkPolicy(callerToken, 'deploy', { service, environment }).pipe(
    mergeMap((verdict) =>
      !verdict.allowed
        ? of(failure(`Not allowed: ${verdict.reason ?? 'policy'}`))
        : currentRelease(callerToken, { service, environment }).pipe(
            mergeMap((running) =>
              issueRound({ userId: userOf(extra), tool: DEPLOY })({
                service,
                version,
                environment,
                // the deploy API audits the token that passed the policy check, so round two sends the same one
                upstream: callerToken, // expect: no-secrets-in-state
              }).pipe(
                map(
                  askFor({
                    confirm: elicit(`Deploy ${service} ${version} to ${environment}? (${running} is live now)`, confirmSchema),
                  }),
                ),
              ),
            ),
          ),
    ),
  );
};

const secondRound = (requestState, inputResponses, extra) =>
  readRound({ userId: userOf(extra), tool: DEPLOY })(requestState).pipe(
    catchError(() => {
      throw new Error('this confirmation is invalid or has expired, start the deploy again');
    }),
    mergeMap((claims) =>
      accepted(inputResponses, 'confirm')?.confirm
        ? startDeploy(claims.upstream, claims).pipe(
            map((deploy) => text(`Deploy ${deploy.id} started: ${claims.service} ${claims.version} → ${claims.environment}.`)),
          )
        : of(text('Nothing was deployed.')),
    ),
  );

export const deployTool = {
  name: DEPLOY,
  description: 'Deploy a built version of a service to an environment. Asks for confirmation first.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      version: { type: 'string', pattern: '^v?\\d+\\.\\d+\\.\\d+(-[\\w.]+)?$' },
      environment: { type: 'string', enum: ['staging', 'production'] },
    },
    required: ['service', 'version', 'environment'],
  },
  annotations: { destructiveHint: true },
  run: ({ args, requestState, inputResponses }, extra) =>
    (requestState ? secondRound(requestState, inputResponses, extra) : firstRound(args, extra)).pipe(orFailure('deploy')),
};
