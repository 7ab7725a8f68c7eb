// The limit of a load figure: bare node:http answering every request with the same bytes
// the server sent (already compressed if it compressed them), in a process of its own as
// the server runs in its own. Usage: node bare-server.mjs <body file> <headers JSON>;
// prints the port it listens on.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2]);
const headers = { ...JSON.parse(process.argv[3]), 'content-length': String(body.length) };

const server = createServer((request, response) => {
  // Read the request's body as a real server must before answering.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
