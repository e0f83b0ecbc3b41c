// Environment-driven settings for the inventory MCP server.

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 3100),
  host: process.env.HOST ?? '0.0.0.0',
  mysql: {
    host: need('MYSQL_HOST'),
    port: Number(process.env.MYSQL_PORT ?? 3306),
    user: need('MYSQL_USER'),
    password: need('MYSQL_PASSWORD'),
    database: process.env.MYSQL_DATABASE ?? 'inventory',
  },
  oidc: {
    issuer: need('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'inventory-mcp',
    jwksUri: need('OIDC_JWKS_URI'),
  },
  supplierPortalUrl: process.env.SUPPLIER_PORTAL_URL ?? 'https://portal.acme-supply.example/api',
  toolTimeoutMs: Number(process.env.TOOL_TIMEOUT_MS ?? 20_000),
});
