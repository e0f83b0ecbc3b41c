// A log window is just "which service, which environment": nothing worth signing.
export const encodeWindow = (window) => Buffer.from(JSON.stringify(window), 'utf8').toString('base64url');

export const decodeWindow = (token) => JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
