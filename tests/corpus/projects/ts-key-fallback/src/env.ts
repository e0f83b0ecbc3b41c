// Environment settings with a development fallback for the state key.
// @ts-nocheck
export const STATE_SECRET: string = process.env.STATE_SECRET || 'local-dev-secret';
export const PORT = Number(process.env.PORT ?? 3000);
