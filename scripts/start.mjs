// `npm start`: the mock backend on 127.0.0.1:$MOCK_PORT (3001) and the app on 127.0.0.1:$PORT (5173).
import { spawn } from 'node:child_process';

const mockPort = process.env.MOCK_PORT ?? '3001';
const appPort = process.env.PORT ?? '5173';
const env = {
  ...process.env,
  MOCK_PORT: mockPort,
  PORT: appPort,
  VITE_API_BASE: `http://127.0.0.1:${mockPort}`,
};

const children = [
  spawn('node', ['mock-api/src/server.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--host', '127.0.0.1', '--port', appPort, '--strictPort'], {
    cwd: 'apps/web',
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  }),
];

setTimeout(() => {
  console.log(`
  Balance is running.

    App:       http://127.0.0.1:${appPort}/
    Admin:     http://127.0.0.1:${appPort}/auth/admin/login
    Agent.EZ:  http://127.0.0.1:${appPort}/auth/agent-ez/login
    Mock API:  http://127.0.0.1:${mockPort}/

  Demo accounts (password for all: Balance#2026)
    Super Admin   superuser
    Office Admin  officeadmin
    Agent         agent
    Agent (office without agent access)  noaccess

  Ctrl+C stops both.
`);
}, 2500);

function stop() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`✖ a process exited with code ${code}; stopping.`);
      stop();
    }
  });
}
