'use strict';

require('dotenv').config();

var express = require('express');
var config = require('config');

var mcpRouter = require('./routes/mcp');
var hooksRouter = require('./routes/github-hooks');

var app = express();
app.set('trust proxy', true);

app.get('/healthz', function (req, res) {
  res.send('ok');
});

app.use('/hooks', hooksRouter);
app.use('/mcp', mcpRouter);

app.use(function (err, req, res, next) { // (the project turns no-unused-vars off for this line)
  console.error(err);
  res.status(err.status || 500).json({ error: err.expose ? err.message : 'internal error' });
});

var port = config.get('http.port');
app.listen(port, function () {
  console.log('deploy-gate on :%d (%s)', port, process.env.NODE_ENV || 'development');
});
