import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps } from 'single-spa';
import { resilientApp } from './resilientApp';
import { runLifecycle, type RemoteLifeCycles } from './lifecycle';

function fakeRemote(): RemoteLifeCycles & { mounted: boolean } {
  const remote = {
    mounted: false,
    bootstrap: async () => undefined,
    mount: async ({ domElement }: AppProps & { domElement: HTMLElement }) => {
      domElement.innerHTML = '<h1>Earn Points</h1>';
      remote.mounted = true;
    },
    unmount: async ({ domElement }: AppProps & { domElement: HTMLElement }) => {
      domElement.innerHTML = '';
      remote.mounted = false;
    },
  };
  return remote as unknown as RemoteLifeCycles & { mounted: boolean };
}

function area() {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { name: 'earn', domElement, singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;
}

beforeEach(() => {
  document.body.innerHTML = '';
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a remote behind the shell', () => {
  it('shows the unavailable panel when its server is down, and mounts it in place once retry succeeds', async () => {
    const remote = fakeRemote();
    const load = jest
      .fn<Promise<RemoteLifeCycles>, []>()
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockResolvedValue(remote);
    const app = resilientApp('earn', load);
    const props = area();
    await act(() => runLifecycle(app.mount, props));
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Earn Points' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the panel when the retry fails too', async () => {
    const app = resilientApp('earn', () => Promise.reject(new Error('still down')));
    await act(() => runLifecycle(app.mount, area()));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows the panel when the remote loads but throws while mounting', async () => {
    const remote = fakeRemote();
    remote.mount = async () => {
      throw new Error('boom');
    };
    const app = resilientApp('earn', async () => remote);
    await act(() => runLifecycle(app.mount, area()));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('loads the remote once and unmounts it when its route is left', async () => {
    const remote = fakeRemote();
    const load = jest.fn(async () => remote);
    const app = resilientApp('earn', load);
    const props = area();
    await runLifecycle(app.mount, props);
    await runLifecycle(app.unmount, props);
    await runLifecycle(app.mount, props);
    expect(load).toHaveBeenCalledTimes(1);
    expect(remote.mounted).toBe(true);
    await runLifecycle(app.unmount, props);
    expect(remote.mounted).toBe(false);
  });
});
