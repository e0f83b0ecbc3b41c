import type { AuthInfo } from '@modelcontextprotocol/server';

declare global {
  namespace App {
    interface Locals {
      authInfo?: AuthInfo;
    }
  }
}

export {};
