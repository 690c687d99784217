/**
 * What documents are made from right now: the shell's current version (its template and file list), the registry
 * (`/remotes.json`'s answer) and the runtime config (`/config.json`'s). Read again at most every `refreshMs`, in
 * the background, so a deploy, rollback or retire is followed within about a second without a restart and without
 * reading files on every request. When the shell version or the registry changes, `onChange` runs: the
 * page cache is dropped and the new bundles are loaded before requests need them.
 *
 * A switch is noticed by the write times of the registry and the shell's pointer, looked at no more than every
 * `switchCheckMs` (250 ms) whatever the traffic: two stats per request were a tenth of a cached page's cost.
 */
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { RemoteRegistry, RuntimeConfig } from '@forkful/topology';
import { prepareTemplate, type PreparedTemplate } from './html-template';
import { SHELL, versionFile, pointerFile, registryFile, currentVersionOf, isRecorded, filesOf } from './store-paths';

/** `/config.json` and `/remotes.json` by path (runtime-config.ts runtimeConfigResponse, with this server's env). */
export type RuntimeFiles = (pathname: string) => Promise<RuntimeConfig | RemoteRegistry | undefined>;

/** What documents are made from at one moment. */
export interface Snapshot {
  shellVersion: string;
  template: PreparedTemplate;
  /** The shell version's files, relative (the paths the origin answers with a file). */
  files: Set<string>;
  registry: RemoteRegistry;
  config: RuntimeConfig;
}

/** A shell version as read from the store; no template when its index.html is missing or it is unfinished. */
interface ShellVersion {
  version: string;
  template: PreparedTemplate | undefined;
  files: Set<string>;
}

export interface LiveStateOptions {
  /** The shell's store. */
  storeDir: string;
  runtimeConfig: RuntimeFiles;
  refreshMs?: number;
  /** How long a look at the switch stamp serves requests (0: every request). */
  switchCheckMs?: number;
  onChange?: (snapshot: Snapshot) => void;
  log?: (line: string) => void;
}

export class LiveState {
  readonly storeDir: string;
  readonly runtimeConfig: RuntimeFiles;
  readonly refreshMs: number;
  readonly switchCheckMs: number;
  readonly onChange: (snapshot: Snapshot) => void;
  readonly log: (line: string) => void;
  snapshot: Snapshot | undefined = undefined;
  checkedAt = -Infinity;
  /** The last look at the switch stamp. */
  stampCheck: { at: number; stamp: Promise<string> } | undefined = undefined;
  /** The stamp the snapshot was read at. */
  stampRead: string | undefined;
  refreshing: Promise<Snapshot | undefined> | undefined = undefined;
  /** The switch stamp the read under way (`refreshing`) began with. */
  refreshingStamp: string | undefined = undefined;
  /** The shell version last read. */
  shell: ShellVersion | undefined = undefined;
  registryJson: string | undefined = undefined;
  closed = false;

  constructor({ storeDir, runtimeConfig, refreshMs = 1000, switchCheckMs = 250, onChange = () => {}, log = (line) => console.warn(line) }: LiveStateOptions) {
    this.storeDir = storeDir;
    this.runtimeConfig = runtimeConfig;
    this.refreshMs = refreshMs;
    this.switchCheckMs = switchCheckMs;
    this.onChange = onChange;
    this.log = log;
  }

  /**
   * The last snapshot read, starting a new read when it is older than refreshMs. Requests do not wait for that read
   * (the registry can take seconds: /remotes.json asks remotes named by MFE_<APP>_URL over HTTP): they are answered
   * from what was live a moment ago, whose files the store still has. Only with nothing read yet do they wait.
   * Undefined: no usable shell version (the origin answers as without SSR).
   */
  async current(): Promise<Snapshot | undefined> {
    // Every switch (deploy, rollback, promote, retire) rewrites the registry or the shell's pointer: once a look at
    // them (at most switchCheckMs old) sees either changed, requests wait for the new snapshot, so the visits from
    // then on (a quarter of a second after a deploy at most) see it.
    const stamp = await this.recentSwitchStamp();
    const switched = this.snapshot !== undefined && stamp !== this.stampRead;
    // A read under way that began before this switch has the old files: the new read goes after it.
    const staleRead = switched && this.refreshing !== undefined && this.refreshingStamp !== stamp;
    if ((switched || Date.now() - this.checkedAt >= this.refreshMs) && (!this.refreshing || staleRead) && !this.closed) {
      const read: Promise<Snapshot | undefined> = (this.refreshing ?? Promise.resolve(undefined)).then(() => this.refresh(stamp)).finally(() => {
        if (this.refreshing === read) this.refreshing = undefined;
      });
      this.refreshing = read;
      this.refreshingStamp = stamp;
    }
    if (switched && this.refreshing) return this.refreshing;
    return this.snapshot || this.refreshing;
  }

  /** The switch stamp as looked at less than switchCheckMs ago (requests meanwhile share that look), or a new look. */
  recentSwitchStamp(): Promise<string> {
    const now = Date.now();
    if (!this.stampCheck || now - this.stampCheck.at >= this.switchCheckMs) this.stampCheck = { at: now, stamp: this.switchStamp() };
    return this.stampCheck.stamp;
  }

  /** When the store's registry and the shell's pointer were last written. */
  async switchStamp(): Promise<string> {
    const files = [registryFile(this.storeDir), pointerFile(this.storeDir, SHELL)];
    const times = await Promise.all(files.map((file) => fs.promises.stat(file).then((stats) => stats.mtimeMs, () => 0)));
    return times.join(' ');
  }

  /** No more reads; resolves once the one under way (if any) is done. */
  async close(): Promise<void> {
    this.closed = true;
    await this.refreshing;
  }

  async refresh(stamp: string): Promise<Snapshot | undefined> {
    this.stampRead = stamp;
    try {
      const version = await currentVersionOf(this.storeDir, SHELL);
      const shell = version && (await this.shellVersion(version));
      const [readRegistry, readConfig] = (await Promise.all([this.runtimeConfig('/remotes.json'), this.runtimeConfig('/config.json')])) as [
        RemoteRegistry | undefined, RuntimeConfig | undefined,
      ];
      const registryJson = JSON.stringify(readRegistry);
      const before = this.snapshot;
      // Unchanged, they stay the same objects: the shell's bundle keeps what it derives from a registry per object
      // (its routes), which a new object every refresh would make it build again.
      const registry = before && this.registryJson === registryJson ? before.registry : readRegistry;
      const config = before && isDeepStrictEqual(before.config, readConfig) ? before.config : readConfig;
      this.snapshot = shell && shell.template && registry && config
        ? { shellVersion: shell.version, template: shell.template, files: shell.files, registry, config }
        : undefined;
      if (this.snapshot && (!before || before.shellVersion !== version || this.registryJson !== registryJson)) {
        this.registryJson = registryJson;
        this.onChange(this.snapshot);
      }
    } catch (error) {
      // Keep what was read last: a store that cannot be read for a moment should not switch rendering off.
      this.log(`[ssr] the store could not be read: ${String(error && (error as Error).message).slice(0, 200)}`);
    }
    this.checkedAt = Date.now();
    return this.snapshot;
  }

  /** The shell version's template and files, read once per version. */
  async shellVersion(version: string): Promise<ShellVersion> {
    if (this.shell && this.shell.version === version) return this.shell;
    let template: PreparedTemplate | undefined;
    if (await isRecorded(this.storeDir, SHELL, version)) {
      const html = await fs.promises.readFile(versionFile(this.storeDir, SHELL, version, 'index.html'), 'utf8').catch(() => undefined);
      template = html === undefined ? undefined : prepareTemplate(html);
      if (template && template.problem) this.log(`[ssr] shell@${version}: ${template.problem}; its pages render in the browser`);
    }
    const files = new Set(await filesOf(versionFile(this.storeDir, SHELL, version)));
    this.shell = { version, template, files };
    return this.shell;
  }
}
