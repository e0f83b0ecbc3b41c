import type { McpUser } from '$lib/server/auth';

declare global {
  namespace App {
    interface Locals {
      user?: McpUser;
    }
  }
}

export {};
