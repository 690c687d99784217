import { render } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { RemoteProviders, remoteQueryClient, withRemoteProviders } from './remote-providers';

/** The shared contracts as the live shell provides them: with `queryClient`, or (an older shell) without it. */
let mockSharedClient: QueryClient | undefined;
jest.mock('@forkful/contracts', () => {
  const actual = jest.requireActual('@forkful/contracts');
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
  it('falls back to one client of its own when the live shell predates the shared client', () => {
    mockSharedClient = undefined;
    const seen: QueryClient[] = [];
    render(
      <>
        <RemoteProviders>
          <ClientProbe onClient={(client) => seen.push(client)} />
        </RemoteProviders>
        <RemoteProviders>
          <ClientProbe onClient={(client) => seen.push(client)} />
        </RemoteProviders>
      </>,
    );
    expect(seen[0]).toBeInstanceOf(QueryClient);
    expect(seen[1]).toBe(seen[0]);
    expect(remoteQueryClient()).toBe(seen[0]);
  });

  it("gives a wrapped page the shell's shared query client", () => {
    mockSharedClient = new QueryClient();
    let seen: QueryClient | undefined;
    const Page = withRemoteProviders(() => <ClientProbe onClient={(client) => (seen = client)} />);
    render(<Page />);
    expect(seen).toBe(mockSharedClient);
  });
});
