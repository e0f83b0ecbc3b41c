'use strict';

var express = require('express');
var hookSignature = require('../lib/hook-signature');
var deployer = require('../lib/deployer');

var router = express.Router();

// keep the exact bytes GitHub signed
router.use(express.json({
  limit: '2mb',
  verify: function (req, res, buf) {
    req.rawBody = buf;
  }
}));

router.post('/github', function (req, res, next) {
  var expected = hookSignature.compute(req.rawBody || Buffer.alloc(0));
  var received = req.get('X-Hub-Signature-256') || '';

  if (received !== expected) { // expect: no-timing-unsafe-compare
    return res.status(401).send('signature mismatch');
  }

  if (req.get('X-GitHub-Event') !== 'release' || req.body.action !== 'published') {
    return res.status(204).end();
  }

  deployer.registerRelease(req.body.repository.name, req.body.release.tag_name, function (err) {
    if (err) return next(err);
    res.status(202).json({ registered: req.body.release.tag_name });
  });
});

module.exports = router;
