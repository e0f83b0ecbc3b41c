// Models a CommonJS chat-bot webhook server (Express) that checks the Telegram secret-token header, a secret URL path and a Messenger verify token against values given as options, and an admin master key from its config, all with ===/!==.
'use strict';

const express = require('express');
const settings = require('./settings');

class BotServer {
  constructor(options) {
    this.secretToken = options.secretToken;
    this.hookPath = `/hook/${options.pathSecret}`;
    this.verifyToken = options.verifyToken;
    this.app = express();
    this.app.use(express.json());
    this.routes();
  }

  routes() {
    this.app.post('/telegram', (req, res) => {
      if (req.get('x-telegram-bot-api-secret-token') !== this.secretToken) { // expect: no-timing-unsafe-compare
        return res.sendStatus(401);
      }
      this.dispatch(req.body);
      res.sendStatus(200);
    });

    this.app.post('/hook/:secret', (req, res) => {
      if (req.path !== this.hookPath) return res.sendStatus(404); // expect: no-timing-unsafe-compare
      this.dispatch(req.body);
      res.sendStatus(200);
    });

    this.app.get('/messenger', (req, res) => {
      const mode = req.query['hub.mode'];
      const token = req.query['hub.verify_token'];
      if (mode === 'subscribe' && token === this.verifyToken) { // expect: no-timing-unsafe-compare
        return res.status(200).send(req.query['hub.challenge']);
      }
      res.sendStatus(403);
    });

    this.app.post('/admin/reload', (req, res) => {
      const key = req.headers['x-master-key'];
      if (key === undefined || key !== settings.masterKey) return res.sendStatus(403); // expect: no-timing-unsafe-compare
      res.json({ reloaded: true });
    });

    this.app.get('/status', (req, res) => {
      // public values: the update type and the chat id of the request against the configured one
      const chatId = Number(req.query.chat);
      res.json({ ok: req.query.type === 'message', ownChat: chatId === settings.ownerChatId });
    });
  }

  dispatch(update) {
    if (update.message && update.message.text === '/start') return 'welcome';
    return 'ignored';
  }
}

module.exports = { BotServer };
