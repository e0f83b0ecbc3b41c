function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 8080),
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  introspectionUrl: need('IDP_INTROSPECTION_URL'),
  fsm: {
    baseUrl: need('FSM_BASE_URL'),
    clientId: need('FSM_CLIENT_ID'),
    clientSecret: need('FSM_CLIENT_SECRET'),
    webhookSecret: need('FSM_WEBHOOK_SECRET'),
  },
  stateJwtSecret: need('DISPATCH_STATE_JWT_SECRET'),
};
