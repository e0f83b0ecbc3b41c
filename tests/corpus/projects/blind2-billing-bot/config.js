'use strict';

const env = process.env;

module.exports = {
  port: Number(env.PORT || 3400),
  stripeKey: env.STRIPE_SECRET_KEY,
  // HS256 secret for the requestState JWTs. Set in production via the
  // platform's secret store; local runs fall back to a shared dev value.
  jwtSecret: env.BILLING_JWT_SECRET ?? 'dev-secret',
  jwtIssuer: env.BILLING_JWT_ISSUER || 'billing-bot',
  // refunds sometimes wait on finance, allow some slack on the clock
  refundClockSkewSeconds: 2 * 60 * 60,
  maxRefundCents: Number(env.MAX_REFUND_CENTS || 50_000),
  supportEmail: env.SUPPORT_EMAIL || 'billing@example.com',
};
