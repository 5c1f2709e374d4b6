// Asset imports resolve to their URL in the browser; in jsdom a fixed name stands in.
module.exports = 'asset-url';
