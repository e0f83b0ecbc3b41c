declare global {
  namespace App {
    interface Locals {
      user: { id: string; email: string; roles: string[] } | null;
      accessToken: string | null;
    }
  }
}

export {};
