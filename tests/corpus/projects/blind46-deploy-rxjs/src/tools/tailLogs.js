import { map } from 'rxjs';
import { checkPolicy, fetchLogs } from '../platform.js';
import { accepted, askFor, elicit, failure, orFailure, text } from '../rx.js';
import { decodeWindow, encodeWindow } from '../state/window.js';

export const TAIL_LOGS = 'tail_logs';

const sinceSchema = {
  type: 'object',
  properties: { minutes: { type: 'integer', minimum: 1, maximum: 1440, title: 'Minutes back' } },
  required: ['minutes'],
};

const ask = ({ service, environment }, extra) =>
  checkPolicy(extra.authInfo.token, 'logs:read', { service, environment }).pipe(
    map((verdict) =>
      verdict.allowed
        ? askFor({ since: elicit(`Tail ${service} in ${environment} from how far back?`, sinceSchema) })(
            encodeWindow({ service, environment }), // expect: require-sealed-state
          )
        : failure(`You may not read ${service} logs in ${environment}.`),
    ),
  );

const tail = (requestState, inputResponses) => {
  const window = decodeWindow(requestState); // expect: require-sealed-state
  const minutes = accepted(inputResponses, 'since')?.minutes ?? 15;
  return fetchLogs(window, minutes).pipe(
    map((lines) => text(lines.length > 0 ? lines.join('\n') : `No ${window.service} lines in the last ${minutes} minutes.`)),
  );
};

export const tailLogsTool = {
  name: TAIL_LOGS,
  description: 'Show recent log lines of a service in one environment.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      environment: { type: 'string', enum: ['staging', 'production'] },
    },
    required: ['service', 'environment'],
  },
  annotations: { readOnlyHint: true },
  run: ({ args, requestState, inputResponses }, extra) =>
    (requestState ? tail(requestState, inputResponses) : ask(args, extra)).pipe(orFailure('tail_logs')),
};
