// src/tools/fuelCard.js — issue_fuel_card: orders a fuel card for a driver from the card provider
'use strict';

var util = require('util');
var config = require('../config');
var db = require('../db');
var http = require('../lib/http');
var rounds = require('../lib/rounds');
var stateToken = require('../stateToken');

var TOOL = 'issue_fuel_card';

exports.definition = {
  name: TOOL,
  description: 'Order a fuel card for a driver. You will be asked for the card product and monthly limit.',
  inputSchema: {
    type: 'object',
    properties: { driverId: { type: 'string' } },
    required: ['driverId']
  }
};

function apiUrl(p) {
  return config.fuelCardApi.replace(/\/$/, '') + p;
}

function openProviderSession(cb) {
  http.requestJson('POST', apiUrl('/v2/sessions'), {
    headers: { 'x-api-key': config.fuelCardApiKey },
    body: { fleet: config.fuelCardFleetId, scope: 'cards:issue' }
  }, function (err, res) {
    if (err) return cb(err);
    cb(null, res.body);
  });
}

var openProviderSessionAsync = util.promisify(openProviderSession);

function listProducts(sessionToken, cb) {
  http.requestJson('GET', apiUrl('/v2/fleets/' + encodeURIComponent(config.fuelCardFleetId) + '/products'), {
    headers: { authorization: 'Bearer ' + sessionToken }
  }, function (err, res) {
    if (err) return cb(err);
    cb(null, res.body.products || []);
  });
}

var listProductsAsync = util.promisify(listProducts);

exports.handle = async function (args, ctx) {
  var driver = await db.findDriver(args.driverId, ctx.user.depotId);
  if (!driver || !driver.active) return rounds.toolError('Driver ' + args.driverId + ' is not active at your depot.');

  if (!ctx.state) {
    var session = await openProviderSessionAsync();
    var products = await listProductsAsync(session.access_token);
    if (!products.length) return rounds.toolError('The card provider offers no products for this fleet.');

    var sealed = stateToken.seal({
      driverId: driver.id,
      providerSession: session.access_token, // expect: no-secrets-in-state
      productCodes: products.map(function (p) { return p.code; })
    }, ctx.user.id, TOOL);

    return rounds.inputRequired({
      card: rounds.elicit('Which card should ' + driver.full_name + ' get?', {
        product: { type: 'string', title: 'Card product', enum: products.map(function (p) { return p.code; }), enumNames: products.map(function (p) { return p.label; }) },
        monthlyLimit: { type: 'integer', title: 'Monthly limit (EUR)', minimum: 50, maximum: 5000 }
      })
    }, sealed);
  }

  var st = stateToken.open(ctx.state, ctx.user.id, TOOL);
  if (!st || st.driverId !== driver.id) return rounds.toolError('This card request has expired. Please start again.');

  var choice = rounds.accepted(ctx.responses, 'card');
  if (!choice) return rounds.text('Fuel card order cancelled.');
  if (st.productCodes.indexOf(choice.product) === -1) return rounds.toolError('That card product was not offered.');

  var res = await http.requestJsonAsync('POST', apiUrl('/v2/cards'), {
    headers: { authorization: 'Bearer ' + st.providerSession },
    body: {
      fleet: config.fuelCardFleetId,
      product: choice.product,
      monthlyLimit: choice.monthlyLimit,
      embossName: driver.full_name,
      externalRef: driver.id
    }
  });
  await db.recordFuelCard(driver.id, res.body.cardRef, choice.product, choice.monthlyLimit, ctx.user.id);
  return rounds.text('Ordered a ' + choice.product + ' card for ' + driver.full_name + ' (ref ' + res.body.cardRef + ').');
};
