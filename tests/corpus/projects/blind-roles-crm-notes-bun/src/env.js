// Reads and validates configuration from Bun.env once at startup.
export const STATE_KEY = Bun.env.NOTES_STATE_KEY ?? '';
if (STATE_KEY.length < 32) {
  throw new Error('NOTES_STATE_KEY must be at least 32 characters');
}

export const CRM_BASE_URL = Bun.env.CRM_BASE_URL ?? 'https://crm.internal.example';
export const PORT = Number(Bun.env.PORT ?? 3000);
