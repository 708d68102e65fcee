// The peer backend: a plain json-server 0.17 (its router and defaults, nothing else) over a db file.
// `node peer-server.cjs <db.json> <port>`; full-text search is json-server's own `?q=`.
'use strict';
const jsonServer = require('json-server');

const [file, port] = process.argv.slice(2);
const server = jsonServer.create();
server.use(jsonServer.defaults({ logger: false }));
server.use(jsonServer.router(file));
server.listen(Number(port), '127.0.0.1', () => console.log(`json-server on 127.0.0.1:${port}`));
process.on('SIGTERM', () => process.exit(0));
