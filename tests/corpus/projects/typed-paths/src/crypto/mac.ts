// MAC helper of a typed-linting project, imported through the tsconfig "paths" alias @app/*; its key falls back to ''.
// @ts-nocheck
import { createHmac } from 'node:crypto';

export const macOf = (body: string): string => createHmac('sha256', process.env.API_SECRET ?? '').update(body).digest('base64'); // expect: no-weak-state-key

export const checksumOf = (body: string): string => body.length.toString(16);
