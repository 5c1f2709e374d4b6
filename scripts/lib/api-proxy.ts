import http, { type IncomingMessage, type ServerResponse } from 'node:http';

const UNAVAILABLE = JSON.stringify({ httpCode: 503, message: 'The service is temporarily unavailable.' });

/** Forwards /api/* to the API server, as the shell's nginx does in production. */
export function proxyApi(apiPort: number) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!req.url?.startsWith('/api/') && req.url !== '/api') return false;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: apiPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(UNAVAILABLE);
    });
    req.pipe(upstream);
    return true;
  };
}
