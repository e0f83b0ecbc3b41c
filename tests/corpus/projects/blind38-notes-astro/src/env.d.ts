/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly OIDC_ISSUER: string;
  readonly OIDC_CLIENT_ID: string;
  readonly OIDC_CLIENT_SECRET: string;
  readonly NOTES_STATE_KEY: string;
  readonly SHARE_LINK_SECRET: string;
  readonly NOTES_API_URL: string;
}

declare namespace App {
  interface Locals {
    authInfo?: import('@modelcontextprotocol/server').AuthInfo;
    user?: { id: string; email: string };
  }
}
