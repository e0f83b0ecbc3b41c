// Helpers grouped in an exported object literal: a method, an arrow function and a plain value.
import { createHmac } from 'node:crypto';

export const cryptoUtils = {
  sign(payload) {
    return createHmac('sha256', process.env.APP_SECRET).update(payload).digest('hex');
  },
  encode: (state) => encodeURIComponent(JSON.stringify(state)),
  label: 'utils',
};

