// Environment-driven settings for the refund desk.
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 3030),
  identity: {
    introspectionUrl: required('IDP_INTROSPECTION_URL'),
    clientId: required('IDP_CLIENT_ID'),
    clientSecret: required('IDP_CLIENT_SECRET'),
  },
  orders: {
    baseUrl: process.env.ORDERS_API_URL || 'http://orders.internal:8080/v2',
    serviceToken: required('ORDERS_SERVICE_TOKEN'),
  },
  helpdesk: {
    baseUrl: process.env.HELPDESK_API_URL || 'https://helpdesk.internal.example.com/api',
    apiKey: required('HELPDESK_API_KEY'),
  },
  stripeSecretKey: required('STRIPE_SECRET_KEY'),
  stateSecret: process.env.REFUND_STATE_SECRET || '',
  refundLimitCents: Number(process.env.REFUND_LIMIT_CENTS || 50000),
};
