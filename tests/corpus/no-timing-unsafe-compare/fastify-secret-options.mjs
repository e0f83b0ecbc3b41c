// Models a Fastify (ESM) app whose plugin options carry a webhook secret token and whose session keeps a CSRF nonce, compared with the header and the body by === and !==.
import Fastify from 'fastify';

export function build(options) {
  const app = Fastify();

  app.register(async (scope, opts) => {
    scope.post('/deploy', async (request, reply) => {
      const presented = request.headers['x-deploy-token'];
      if (presented !== opts.deployToken) { // expect: no-timing-unsafe-compare
        return reply.code(401).send({ error: 'unauthorized' });
      }
      return { queued: true };
    });
  }, { deployToken: options.deployToken });

  app.post('/profile', async (request, reply) => {
    const nonce = request.session.get('csrfNonce');
    if (request.body.csrf === nonce) { // expect: no-timing-unsafe-compare
      return { updated: true };
    }
    return reply.code(403).send({ error: 'csrf' });
  });

  app.post('/password', async (request, reply) => {
    // two values the client sent: nothing of the server's is compared
    if (request.body.password !== request.body.confirmation) return reply.code(400).send({ error: 'mismatch' });
    return { changed: request.body.password.length >= 12 };
  });

  return app;
}
