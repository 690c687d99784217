import { createContext, useContext } from 'react';
import { federationRemoteLoader, type RemoteLoader } from './remote-loader';

const RemoteLoaderContext = createContext<RemoteLoader>(federationRemoteLoader);

/** Tests (and only tests) swap the federation runtime for a fake loader. */
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
