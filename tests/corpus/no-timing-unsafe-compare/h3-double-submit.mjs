// An h3 app's double-submit CSRF check: the header against the cookie the server set, with h3's readers imported.
import { createApp, createRouter, defineEventHandler, getCookie, getRequestHeader, readBody, createError } from 'h3';

const router = createRouter();

router.post(
  '/settings',
  defineEventHandler(async (event) => {
    const sent = getRequestHeader(event, 'x-csrf-token');
    if (!sent || sent !== getCookie(event, 'csrf_token')) throw createError({ statusCode: 403 }); // expect: no-timing-unsafe-compare
    const body = await readBody(event);
    // look-alike: two values the client sent
    if (body.password !== body.passwordAgain) throw createError({ statusCode: 422 });
    return { saved: true };
  }),
);

export const app = createApp().use(router);
