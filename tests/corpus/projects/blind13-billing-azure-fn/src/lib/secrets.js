'use strict';

var SecretClient = require('@azure/keyvault-secrets').SecretClient;
var DefaultAzureCredential = require('@azure/identity').DefaultAzureCredential;

function TenantSecrets(vaultUrl) {
  this.client = new SecretClient(vaultUrl, new DefaultAzureCredential());
  this.cache = new Map();
}

/** Payment-processor credentials for a tenant, stored as JSON in `processor-<tenantId>`. */
TenantSecrets.prototype.processorCredentials = function (tenantId, callback) {
  var cached = this.cache.get(tenantId);
  if (cached && cached.until > Date.now()) return setImmediate(callback, null, cached.value);

  var self = this;
  this.client.getSecret('processor-' + tenantId).then(function (secret) {
    var value = JSON.parse(secret.value);
    self.cache.set(tenantId, { value: value, until: Date.now() + 10 * 60 * 1000 });
    callback(null, value);
  }, callback);
};

module.exports = TenantSecrets;
