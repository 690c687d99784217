/** The shape of the shell's `config.json`, written at serve time from the environment. */
export interface RuntimeConfig {
  apiUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId?: string;
    /** Set only for the Auth emulator, e.g. "http://127.0.0.1:9099". */
    authEmulatorUrl?: string;
  };
  /** Whether this browser may try a remote version that is not current (`?preview=recipes@<version>`). */
  allowVersionPreview?: boolean;
  /** The share of sessions (0 to 1) whose real-user monitoring events are sent to the API's POST /rum (RUM_SAMPLE_RATE; default 1). */
  rumSampleRate?: number;
}
