import axios from 'axios';

// relay-signer holds the state key; this backend only ever sees sealed tokens.
const http = axios.create({
  baseURL: process.env.RELAY_SIGNER_URL ?? 'http://relay-signer.relay.svc:9000',
  timeout: 2_000,
  headers: { authorization: `Bearer ${process.env.RELAY_SIGNER_CLIENT_TOKEN}` },
  // 422 is the signer's "this token does not open for that binding"; it is an answer, not an error
  validateStatus: (status) => status === 200 || status === 422,
});

export const signer = {
  async seal(state, binding) {
    const { data } = await http.post('/v1/seal', { state, binding });
    return data.token;
  },

  /** { ok: true, state } or { ok: false, reason } */
  async open(token, binding) {
    const { data } = await http.post('/v1/open', { token, binding });
    return data;
  },
};
