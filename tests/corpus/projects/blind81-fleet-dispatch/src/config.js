// Environment configuration for the fleet dispatch MCP server.
const env = process.env;

const need = (name) => {
  const value = env[name];
  if (!value) throw new Error(`environment variable ${name} is required`);
  return value;
};

export const config = Object.freeze({
  port: Number(env.PORT ?? 3030),
  mysqlUrl: need('MYSQL_URL'),
  routingUrl: env.ROUTING_URL ?? 'http://routing.fleet.svc.cluster.local:8081',
  routingApiKey: need('ROUTING_API_KEY'),
  jwksUrl: need('AUTH_JWKS_URL'),
  issuer: need('AUTH_ISSUER'),
  audience: env.AUTH_AUDIENCE ?? 'fleet-dispatch-mcp',
  stateKeyB64: env.DISPATCH_STATE_KEY,
});
