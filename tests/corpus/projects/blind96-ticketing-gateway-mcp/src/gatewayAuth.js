// Authenticates requests relayed by the API gateway and reads the caller identity it forwards.
const { config } = require('./config');

function authenticateGatewayRequest(headers) {
  const presented = headers['x-gateway-token'];
  if (typeof presented !== 'string' || presented !== config.gatewaySharedToken) { // expect: no-timing-unsafe-compare
    return null;
  }

  const userId = headers['x-forwarded-user'];
  const tenantId = headers['x-forwarded-tenant'];
  if (!userId || !tenantId) return null;

  const roles = String(headers['x-forwarded-roles'] || '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

  return {
    userId: String(userId),
    tenantId: String(tenantId),
    email: headers['x-forwarded-email'] ? String(headers['x-forwarded-email']) : null,
    roles,
  };
}

module.exports = { authenticateGatewayRequest };
