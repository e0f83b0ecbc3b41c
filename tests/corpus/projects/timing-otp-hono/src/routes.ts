// The sign-in routes of a Hono app: the second factor is checked by comparing the submitted code with gen() from ./hotp.js by ===, in a window of counters.
// @ts-nocheck
import { Hono } from 'hono';
import { gen } from './hotp.js';
import { findUser, saveCounter } from './users.js';

export const auth = new Hono();

auth.post('/login/otp', async (c) => {
  const { userId, code } = await c.req.json();
  const user = await findUser(userId);
  for (let counter = user.counter; counter < user.counter + 3; counter++) {
    if (gen(user.otpKey, { counter }) === code) { // expect: no-timing-unsafe-compare
      await saveCounter(userId, counter + 1);
      return c.json({ ok: true });
    }
  }
  return c.json({ ok: false }, 401);
});

auth.get('/login/methods', async (c) => c.json({ otp: c.req.query('method') === 'hotp' }));
