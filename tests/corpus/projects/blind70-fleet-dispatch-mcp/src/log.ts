// Shared pino logger for the dispatch server.
// @ts-nocheck
import pino from 'pino';

export const log = pino({
  name: 'fleet-dispatch-mcp',
  level: process.env.LOG_LEVEL ?? 'info',
  redact: {
    paths: ['req.headers.authorization', 'authInfo.token', '*.accessToken'],
    censor: '[redacted]',
  },
});

export function child(bindings: Record<string, unknown>) {
  return log.child(bindings);
}
