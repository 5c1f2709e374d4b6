import { isHttpsAddress, isPortalPath } from './addresses';

describe('addresses an operator gives for members’ pages', () => {
  it('a path of the portal: a page or file of the portal, not another site or a scheme', () => {
    for (const path of ['/rewards', '/my-rewards?tab=2', '/images/mug.webp']) expect(isPortalPath(path)).toBe(true);
    for (const path of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '/x y', 'rewards'])
      expect(isPortalPath(path)).toBe(false);
  });

  it('an https address: https only, no credentials, no spaces', () => {
    for (const url of ['https://cdn.example/mug.webp?v=2', 'https://www.youtube.com/embed/abc'])
      expect(isHttpsAddress(url)).toBe(true);
    for (const url of [
      'http://cdn.example/a.png',
      'javascript:alert(1)',
      'https://user:secret@cdn.example/a.png',
      'https://cdn.example/a b.png',
      '/images/mug.webp',
      'data:image/png;base64,AAAA',
    ])
      expect(isHttpsAddress(url)).toBe(false);
  });
});
