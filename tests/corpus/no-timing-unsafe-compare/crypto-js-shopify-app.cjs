// Models a CommonJS Shopify app (Express) that checks webhook and OAuth HMACs with crypto-js (default export, one-function modules, a class), signs an app-proxy URL, and hashes content for caching.
'use strict';

const express = require('express');
const CryptoJS = require('crypto-js');
const hmacSHA256 = require('crypto-js/hmac-sha256');
const Base64 = require('crypto-js/enc-base64');
const sha1 = require('crypto-js/sha1');

const app = express();
const PROXY_SIGNING_KEY = 'shpss_2f8d0c3b9e'; // shared with the storefront script

class ShopifyVerifier {
  constructor(secret) {
    this.secret = secret;
  }

  webhookDigest(rawBody) {
    return Base64.stringify(hmacSHA256(rawBody, this.secret));
  }

  verifyWebhook(req) {
    const received = req.get('x-shopify-hmac-sha256');
    const digest = Base64.stringify(hmacSHA256(req.rawBody, this.secret));
    return typeof received === 'string' && digest === received; // expect: no-timing-unsafe-compare
  }

  verifyOAuth(query) {
    const { hmac: received, ...rest } = query;
    const message = Object.keys(rest)
      .sort()
      .map((key) => `${key}=${rest[key]}`)
      .join('&');
    const expected = CryptoJS.HmacSHA256(message, this.secret).toString(CryptoJS.enc.Hex);
    if (expected != received) { // expect: no-timing-unsafe-compare
      return false;
    }
    return true;
  }
}

function signProxyPath(path, timestamp) {
  return CryptoJS.HmacSHA256(`${path}:${timestamp}`, PROXY_SIGNING_KEY).toString(); // expect: no-weak-state-key
}

function verifyProxy(req) {
  const expected = signProxyPath(req.path, req.query.timestamp);
  return req.query.signature === expected; // expect: no-timing-unsafe-compare
}

function cacheKey(product) {
  return sha1(JSON.stringify(product)).toString();
}

const verifier = new ShopifyVerifier(process.env.SHOPIFY_API_SECRET);
const cache = new Map();

app.post('/webhooks/products', express.raw({ type: 'application/json' }), (req, res) => {
  req.rawBody = req.body.toString('utf8');
  if (!verifier.verifyWebhook(req)) {
    return res.status(401).send('bad hmac');
  }
  const product = JSON.parse(req.rawBody);
  const key = cacheKey(product);
  if (cache.get(product.id) === key) {
    return res.sendStatus(200);
  }
  cache.set(product.id, key);
  return res.sendStatus(202);
});

app.get('/auth/callback', (req, res) => {
  if (!verifier.verifyOAuth(req.query)) {
    return res.status(400).send('bad hmac');
  }
  return res.redirect(`/apps/${req.query.shop}`);
});

app.get('/proxy/*', (req, res) => {
  if (!verifyProxy(req)) {
    return res.sendStatus(403);
  }
  return res.json({ ok: true });
});

module.exports = { app, ShopifyVerifier };
