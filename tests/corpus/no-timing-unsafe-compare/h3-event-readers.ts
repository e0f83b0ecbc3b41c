// Nitro/Nuxt server routes: h3's readers take the event (auto-imported in Nuxt, imported from 'h3' elsewhere).
// @ts-nocheck
export default defineEventHandler(async (event) => {
  const { code, state } = getQuery(event);
  const savedState = getCookie(event, 'discord_oauth_state');
  if (typeof state !== 'string' || state !== savedState) { // expect: no-timing-unsafe-compare
    throw createError({ statusCode: 400, statusMessage: 'Invalid OAuth state' });
  }
  // look-alikes: a locale cookie against the query, the provider's error against a literal
  if (getQuery(event).locale === getCookie(event, 'locale')) setResponseHeader(event, 'x-locale', 'kept');
  if (getQuery(event).error === 'access_denied') return sendRedirect(event, '/login');
  return await signInWithDiscord(code);
});
