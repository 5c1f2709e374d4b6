import { preloadScripts, remoteKit, type RemoteManifest } from './kitPreload';

const manifest: RemoteManifest = {
  shared: [
    { name: 'react', requiredVersion: '^19.2.0', assets: { js: { sync: ['696.a.js'] } } },
    { name: '@portal/kit', requiredVersion: '^1.3.1', assets: { js: { sync: ['673.b.js', '422.c.js'] } } },
  ],
};

describe("preloading a remote's kit", () => {
  afterEach(() => document.head.replaceChildren());

  it("names the kit's files at the remote's address, and its range", () => {
    expect(remoteKit(manifest, 'https://earn.example/app/mf-manifest.json')).toEqual({
      files: ['https://earn.example/app/673.b.js', 'https://earn.example/app/422.c.js'],
      range: '^1.3.1',
    });
  });

  it('names nothing for a remote without a kit', () => {
    expect(remoteKit({ shared: [manifest.shared![0]!] }, 'https://earn.example/mf-manifest.json')).toBeUndefined();
    expect(remoteKit({}, 'https://earn.example/mf-manifest.json')).toBeUndefined();
  });

  it('adds one preload link per file, even when asked twice', () => {
    const files = ['https://earn.example/673.b.js', 'https://earn.example/422.c.js'];
    preloadScripts(files);
    preloadScripts(files);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.href, link.as])).toEqual(files.map((href) => [href, 'script']));
  });
});
