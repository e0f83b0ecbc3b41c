import fp from 'fastify-plugin';
import jwt from 'jsonwebtoken';

async function stateTokens(fastify, opts) {
  const { secret, lifetime } = opts;

  fastify.decorate('stateTokens', {
    issue(claims, { subject, audience }) {
      return jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: lifetime, subject, audience });
    },
    check(token, { subject, audience }) {
      return jwt.verify(token, secret, {
        algorithms: ['HS256'],
        subject,
        audience,
        clockTolerance: 60 * 60 * 24, // expect: require-state-binding
      });
    },
    peek(token) {
      return jwt.decode(token); // expect: require-sealed-state
    },
  });
}

export default fp(stateTokens, { name: 'state-tokens' });
