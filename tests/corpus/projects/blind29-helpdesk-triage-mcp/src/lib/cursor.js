// Position in a queue walk. Opaque to the client; base64url so it survives any transport untouched.

export const encodeCursor = (cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

export const decodeCursor = (text) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
