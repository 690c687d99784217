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
}
