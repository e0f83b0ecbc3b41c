import pkg from '../package.json' with { type: 'json' };

const env = process.env;

export const config = {
  name: pkg.name,
  version: pkg.version,
  port: Number(env.PORT ?? 8787),
  zendeskUrl: env.ZENDESK_URL ?? 'https://acme.zendesk.com',
  zendeskToken: env.ZENDESK_API_TOKEN,
  ssoJwksUrl: env.HELPDESK_SSO_JWKS_URL,

  // Which sealer signs requestState. 'jwt' is the default since 3.0; 'codec' switches to the
  // SDK's createRequestStateCodec, which we keep around while support for it is evaluated.
  stateSealer: env.HELPDESK_STATE_SEALER ?? 'jwt',
  // JSON array [{ "kid": "2025-05", "secret": "<base64>" }, …]; the first entry signs.
  jwtKeys: env.HELPDESK_STATE_JWT_KEYS,
  codecKey: env.HELPDESK_STATE_CODEC_KEY,

  // helpdesk-desktop before 2.2 truncates requestState at 512 characters (HD-771).
  compactStateBelow: env.HELPDESK_COMPACT_STATE_BELOW ?? '2.2.0',
};
