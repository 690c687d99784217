'use strict';
/** The child processes a benchmark starts (database, API, bare server): started until ready, stopped at the end. */
const { spawn } = require('node:child_process');
const net = require('node:net');

const children = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Spawns command and resolves once its output matches readyPattern; rejects if it exits first. */
function start(command, args, env, readyPattern, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      if (readyPattern.test(output)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      children.delete(child);
      reject(new Error(`${label} exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}

/** SIGTERM, then SIGKILL after 10 s. */
function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Kills whatever is still running (on an error or Ctrl-C). */
function killAll() {
  for (const child of children) child.kill('SIGKILL');
}

module.exports = { children, freePort, start, stop, killAll };
