import fs from "node:fs";
import http from "node:http";

/**
 * Ceiling (a): the least any server can do to answer the first page, a bare node:http server
 * that sends the same JSON bytes the API sent, from memory, with no routing, hooks or database.
 */
const body = fs.readFileSync(process.env.BARE_BODY_FILE ?? "");
const headers = { "content-type": "application/json; charset=utf-8", "content-length": body.length };

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
