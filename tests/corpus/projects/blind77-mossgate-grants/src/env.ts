// Environment settings for the Mossgate grants server, read once at startup from Bun.env.
// @ts-nocheck

function must(name: string): string {
  const value = Bun.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const publicUrl = (Bun.env.MOSSGATE_PUBLIC_URL ?? 'https://grants.mossgate.org').replace(/\/$/, '');

export const env = {
  port: Number(Bun.env.PORT ?? 4100),
  publicUrl,
  databaseUrl: must('DATABASE_URL'),
  oidcIssuer: must('MOSSGATE_OIDC_ISSUER'),
  oidcAudience: Bun.env.MOSSGATE_OIDC_AUDIENCE ?? 'mossgate-portal',
  reviewerServiceToken: Bun.env.MOSSGATE_REVIEWER_SERVICE_TOKEN ?? '',
  stateSeed: Bun.env.MOSSGATE_STATE_SEED ?? `${publicUrl}/mcp#request-state`,
  postmarkToken: must('POSTMARK_SERVER_TOKEN'),
  grantsOfficeEmail: Bun.env.MOSSGATE_OFFICE_EMAIL ?? 'grants-office@mossgate.org',
};
