/**
 * Where $where code runs: a `vm` context (no `process`, `require` or anything of the server) inside a worker thread
 * (its own heap, with a memory limit). The server thread waits for each answer at most WHERE_TIME_LIMIT_MS; past
 * that, the worker is terminated (and replaced on the next use), so no script can hold the server. Only strings
 * and numbers cross between the threads.
 */
import { MessageChannel, MessagePort, Worker, receiveMessageOnPort } from 'worker_threads';

/** Longest a single $where evaluation (one document) may run. */
export const WHERE_TIME_LIMIT_MS = 1000;
/** A new worker also needs to start: its first answer may take this much longer. */
const WORKER_START_MS = 10_000;

/**
 * Set up inside each sandbox context: decodes a document sent as JSON text (dates, ObjectIds and regexes are
 * tagged) and runs the user function with `this` and the global `obj` bound to it; returns 1 / 0 / "E<message>".
 */
const BOOTSTRAP = String.raw`
delete globalThis.Atomics; delete globalThis.SharedArrayBuffer; delete globalThis.WebAssembly;
var obj;
var __decode = function (text) {
  return JSON.parse(text, function (k, v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    if ('\u0000d' in v) return new Date(v['\u0000d']);
    if ('\u0000r' in v) return new RegExp(v['\u0000r'][0], v['\u0000r'][1]);
    if ('\u0000o' in v) {
      var hex = v['\u0000o'];
      return { str: hex, toHexString: function () { return hex; }, toString: function () { return 'ObjectId("' + hex + '")'; },
        equals: function (o) { return !!o && o.str === hex; }, getTimestamp: function () { return new Date(parseInt(hex.slice(0, 8), 16) * 1000); } };
    }
    return v;
  });
};
var __run = function (text) {
  var doc = __decode(text);
  obj = doc;
  try { return __fn.call(doc) ? 1 : 0; } catch (e) {
    try { return 'E' + String(e); } catch (e2) { return 'Euncaught exception'; }
  }
};
`;

/** The worker: keeps a sandbox context for each of the last compiled $where filters, answers each request on its port, then signals. */
const WORKER_SOURCE = String.raw`
const { workerData } = require('worker_threads');
const vm = require('vm');
const { types } = require('util');
const { port, signal, bootstrap } = workerData;
const flag = new Int32Array(signal);
const contexts = new Map();
function messageOf(e) {
  if (!types.isNativeError(e)) return 'uncaught exception';
  const d = Object.getOwnPropertyDescriptor(e, 'message');
  const n = Object.getOwnPropertyDescriptor(e, 'name') || Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e) || {}, 'name');
  const name = n && typeof n.value === 'string' ? n.value : 'Error';
  return d && typeof d.value === 'string' ? name + ': ' + d.value : name;
}
port.on('message', (m) => {
  let reply;
  try {
    if (m.kind === 'compile') {
      const context = vm.createContext(Object.create(null), { name: '$where', microtaskMode: 'afterEvaluate' });
      new vm.Script(bootstrap).runInContext(context);
      new vm.Script(m.source, { filename: '$where' }).runInContext(context);
      contexts.set(m.id, context);
      if (contexts.size > 32) contexts.delete(contexts.keys().next().value); // queries run one at a time
      reply = 'ok';
    } else {
      const r = new vm.Script('__run(' + JSON.stringify(m.text) + ')').runInContext(contexts.get(m.id));
      reply = r === 1 || r === 0 ? r : typeof r === 'string' && r[0] === 'E' ? r : 'Einvalid $where result';
    }
  } catch (e) {
    reply = 'E' + messageOf(e);
  }
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
`;

interface Runner {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
  fresh: boolean;
}

let runner: Runner | undefined;
let nextId = 1;

function start(): Runner {
  const { port1, port2 } = new MessageChannel();
  const signal = new SharedArrayBuffer(4);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { port: port2, signal, bootstrap: BOOTSTRAP },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 },
  });
  worker.unref();
  worker.on('error', () => undefined); // out of memory and the like: the next request times out and restarts it
  worker.on('exit', () => {
    if (runner?.worker === worker) runner = undefined;
  });
  port1.unref();
  return { worker, port: port1, flag: new Int32Array(signal), fresh: true };
}

/** Sends one request and waits for its answer: a number, or a string ("ok" / "E<message>"); undefined on timeout. */
function request(message: object): number | string | undefined {
  if (!runner) runner = start();
  const r = runner;
  Atomics.store(r.flag, 0, 0);
  r.port.postMessage(message);
  const limit = WHERE_TIME_LIMIT_MS + (r.fresh ? WORKER_START_MS : 0);
  const waited = Atomics.wait(r.flag, 0, 0, limit);
  const reply = waited === 'timed-out' ? undefined : receiveMessageOnPort(r.port);
  if (!reply) {
    void r.worker.terminate();
    if (runner === r) runner = undefined;
    return undefined;
  }
  r.fresh = false;
  return reply.message as number | string;
}

type SandboxAnswer = { ok: true; value: boolean } | { ok: false; message: string };

const TIMED_OUT = `$where exceeded its time limit of ${WHERE_TIME_LIMIT_MS} ms`;

/** A compiled $where: `run` evaluates it for one document given as tagged JSON text. */
export class WhereSandbox {
  private constructor(
    private readonly id: number,
    private readonly owner: Runner,
  ) {}

  /** Compiles the function source (defining `__fn`) in a fresh context; a string is the error message. */
  static compile(source: string): WhereSandbox | string {
    const id = nextId++;
    const reply = request({ kind: 'compile', id, source });
    if (reply === 'ok') return new WhereSandbox(id, runner!);
    return typeof reply === 'string' ? reply.slice(1) : TIMED_OUT;
  }

  run(text: string): SandboxAnswer {
    if (runner !== this.owner) return { ok: false, message: TIMED_OUT }; // its worker was stopped
    const reply = request({ kind: 'run', id: this.id, text });
    if (reply === 1 || reply === 0) return { ok: true, value: reply === 1 };
    return { ok: false, message: typeof reply === 'string' ? reply.slice(1) : TIMED_OUT };
  }
}
