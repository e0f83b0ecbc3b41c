import passport from "passport";
import { Strategy as BearerStrategy } from "passport-http-bearer";
import { lookupSession } from "../lib/db.js";

export interface BillingUser {
  id: string;
  email: string;
  stripeCustomerId: string;
  /** restricted Stripe key scoped to this merchant account */
  stripeKey: string;
  role: "admin" | "support" | "viewer";
}

declare global {
  // (a namespace merged into Express.User)
  namespace Express {
    interface User extends BillingUser {}
  }
}

passport.use(
  new BearerStrategy(async (token, done) => {
    try {
      const user = await lookupSession(token);
      return user ? done(null, user) : done(null, false);
    } catch (err) {
      return done(err as Error);
    }
  }),
);

export const requireUser = passport.authenticate("bearer", { session: false });
export default passport;
