// Process entry point: applies configuration overrides and starts the dispatch MCP HTTP listener.
'use strict';

var config = require('./config');
var createApp = require('./server').createApp;

config.loadOverrides(process.env.DISPATCH_CONFIG_FILE, function (err) {
  if (err) {
    console.error('[dispatch] could not read config overrides:', err.message);
    process.exit(1);
    return;
  }
  var app = createApp(config); // expect: no-weak-state-key
  var listener = app.listen(config.port, function () {
    console.log('[dispatch] MCP endpoint on :' + listener.address().port + '/mcp');
  });
  process.on('SIGTERM', function () {
    listener.close(function () {
      process.exit(0);
    });
  });
});
