// Models bot and webhook servers that look for their secret inside the request instead of comparing it: the bot token
// in the URL path found with indexOf, a webhook path secret with includes or endsWith. A substring search stops at the
// first character that differs, as === does.
const http = require('node:http');

class WebhookListener {
  constructor(bot, options = {}) {
    this.bot = bot;
    this.webhookSecret = options.webhookSecret;
  }

  listen(port) {
    return http.createServer((req, res) => this.onRequest(req, res)).listen(port);
  }

  onRequest(req, res) {
    if (req.url.indexOf(this.bot.token) !== -1) { // expect: no-timing-unsafe-compare
      return this.accept(req, res);
    }
    if (this.webhookSecret && req.url.endsWith(this.webhookSecret)) { // expect: no-timing-unsafe-compare
      return this.accept(req, res);
    }
    // look-alikes: public paths and prefixes, and an allow-list of origins
    if (req.url.indexOf('/health') === 0 || req.url.startsWith(process.env.BASE_PATH || '/')) return res.end('ok');
    if (['https://a.example', 'https://b.example'].includes(req.headers.origin)) return res.end('cors');
    res.statusCode = 404;
    return res.end();
  }

  accept(req, res) {
    res.end('OK');
  }
}

function koaGuard(config) {
  return async (ctx, next) => {
    if (!ctx.request.path.includes(config.webhookSecret)) { // expect: no-timing-unsafe-compare
      ctx.status = 404;
      return;
    }
    // look-alike: the event name the client sent, searched in a public list
    if (config.events.includes(ctx.get('x-event'))) await next();
  };
}

module.exports = { WebhookListener, koaGuard };
