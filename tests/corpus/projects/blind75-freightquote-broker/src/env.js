// Reads the process environment once, filling in values suitable for a developer laptop.
const {
  PORT = '8088',
  DATABASE_URL = 'postgres://freight:freight@localhost:5432/freight',
  QUOTE_STATE_KEY = 'freightquote-local-development-state-key', // expect-todo: no-weak-state-key
  QUOTE_STATE_TTL = '300',
  DISPATCH_API_TOKENS = '[]',
  CARRIER_GATEWAY_URL = 'https://carrier-gateway.freightquote.internal',
  CARRIER_GATEWAY_KEY,
  NODE_ENV = 'development',
} = process.env;

export const env = Object.freeze({
  port: Number(PORT),
  databaseUrl: DATABASE_URL,
  stateKey: QUOTE_STATE_KEY,
  stateTtlSeconds: Number(QUOTE_STATE_TTL),
  dispatchTokens: DISPATCH_API_TOKENS,
  carrierGatewayUrl: CARRIER_GATEWAY_URL,
  carrierGatewayKey: CARRIER_GATEWAY_KEY,
  nodeEnv: NODE_ENV,
});
