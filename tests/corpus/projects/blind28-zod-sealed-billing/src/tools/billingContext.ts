import type { BillingUser } from "../auth/passport.js";

/**
 * Everything the refund executor needs to act for this merchant, so the confirm
 * round does not have to hit the database again.
 */
export function billingContext(user: BillingUser): Record<string, string> {
  return {
    customer: user.stripeCustomerId,
    email: user.email,
    apiKey: user.stripeKey,
  };
}
