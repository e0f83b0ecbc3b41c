// Injection tokens for values that are not classes.
// @ts-nocheck
export const TOKENS = {
  Config: Symbol('Config'),
  Redis: Symbol('Redis'),
  Pg: Symbol('Pg'),
  VerifyJwt: Symbol('VerifyJwt'),
} as const;
