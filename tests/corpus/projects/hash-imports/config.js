// Configuration module reached through the package.json "imports" alias #config.
export const STATE_KEY = 'dev-state-key-change-me';
export const PUBLIC_SALT = 'v1';
