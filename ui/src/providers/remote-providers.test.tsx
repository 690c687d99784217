import { render } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { RemoteProviders, remoteQueryClient, withRemoteProviders } from './remote-providers';

/** The shared runtime as the live shell provides it, with its `queryClient`. */
let mockSharedClient: QueryClient | undefined;
jest.mock('@forkful/runtime', () => {
  const actual = jest.requireActual('@forkful/runtime');
  return {
    ...actual,
    get queryClient() {
      return mockSharedClient;
    },
  };
});

function ClientProbe({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return <p>page</p>;
}

describe('RemoteProviders', () => {
  it("gives a wrapped page the shell's shared query client", () => {
    mockSharedClient = new QueryClient();
    let seen: QueryClient | undefined;
    const Page = withRemoteProviders(() => <ClientProbe onClient={(client) => (seen = client)} />);
    render(<Page />);
    expect(seen).toBe(mockSharedClient);
  });
});
