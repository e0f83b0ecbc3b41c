// Upstream credentials read once from the environment, and public settings.
export const UPSTREAM_TOKEN = process.env.UPSTREAM_TOKEN;
export const REGION = process.env.AWS_REGION ?? 'eu-west-1';
