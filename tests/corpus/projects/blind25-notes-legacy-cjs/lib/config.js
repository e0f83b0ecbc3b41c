'use strict';

/*
 * Central settings. Everything is read once at require() time.
 */
var Config = (function () {
  var env = process.env;

  function int(name, fallback) {
    var v = parseInt(env[name], 10);
    return isNaN(v) ? fallback : v;
  }

  return {
    port: int('NOTES_PORT', 8787),
    dataDir: env.NOTES_DATA_DIR || __dirname + '/../data',
    exportDir: env.NOTES_EXPORT_DIR || '/tmp/notes-exports',
    state: {
      // A fresh value per boot is fine: pending prompts simply do not survive a restart.
      secret: env.NOTES_STATE_SECRET || 'notes:' + Date.now(),
      expiresIn: int('NOTES_STATE_TTL', 300), // seconds
      issuer: 'notes-mcp',
      verify: {
        algorithms: ['HS256'],
        issuer: 'notes-mcp',
        clockTolerance: 24 * 60 * 60 // expect-todo: require-state-binding
      }
    },
    // Old desktop clients (< 2.0) still send v1 tokens; remove once they are gone.
    legacySecret: env.NOTES_LEGACY_STATE_SECRET || null
  };
})();

module.exports = Config;
