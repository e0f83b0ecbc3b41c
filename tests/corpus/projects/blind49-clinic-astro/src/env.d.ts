/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly AUTH_ISSUER: string;
  readonly AUTH_JWKS_URL: string;
  readonly BOOKING_STATE_KEY: string;
  readonly SCHEDULING_API_URL: string;
  readonly SCHEDULING_API_KEY: string;
}

declare namespace App {
  interface Locals {
    mcpAuth?: import('@modelcontextprotocol/sdk/server/auth/types.js').AuthInfo;
  }
}
