/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly STATE_JWE_KEYS: string;
  readonly KEYHOLD_API: string;
  readonly KEYHOLD_ISSUER: string;
}

declare namespace App {
  interface Locals {
    authInfo?: import("@modelcontextprotocol/server").AuthInfo;
  }
}
