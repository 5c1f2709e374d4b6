import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The build's reader of a remote's src/routes.ts (what it publishes as routes.json): plain JavaScript, untyped. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readRouteDeclaration } = require('../../build/route-declaration') as {
  readRouteDeclaration: (file: string) => unknown[];
};

const folder = mkdtempSync(path.join(tmpdir(), 'routes-'));
const declaration = (routes: string) => {
  const file = path.join(folder, `routes-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, `export const ROUTES = [${routes}] as const;\n`);
  return file;
};

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the build's reading of a remote's route declaration", () => {
  it('publishes each route with the first calls it declares, and only the known fields', () => {
    const file = declaration(`
      { path: '/contest', access: 'member', layout: true, page: 'contests', calls: [{ url: '/s1/contest', params: { page: 0, limit: 8 }, picture: 'cardHeaderImage', unlessQuery: ['page'] }] },
      { path: '/contest/:id', access: 'member', layout: true, page: 'spin' },`);
    expect(readRouteDeclaration(file)).toEqual([
      {
        path: '/contest',
        access: 'member',
        layout: true,
        calls: [
          { url: '/s1/contest', params: { page: 0, limit: 8 }, picture: 'cardHeaderImage', unlessQuery: ['page'] },
        ],
      },
      { path: '/contest/:id', access: 'member', layout: true },
    ]);
  });

  it.each([
    ['an address off the API prefix', `[{ url: 'https://elsewhere.example/steal' }]`],
    ['a path that climbs out', `[{ url: '/../admin' }]`],
    ['a query value that is no string or number', `[{ url: '/s1/contest', params: { page: [0] } }]`],
    ['calls that are no list', `{ url: '/s1/contest' }`],
    ['a picture field that is a path into the answer', `[{ url: '/s1/contest', picture: 'content[0].image' }]`],
    ['query keys that are no list', `[{ url: '/s1/contest', unlessQuery: 'page' }]`],
    ['a query key that is no plain word', `[{ url: '/s1/contest', unlessQuery: ['page', 'a=b'] }]`],
  ])('refuses to build a route whose calls hold %s', (_case, calls) => {
    const file = declaration(`{ path: '/contest', access: 'member', layout: true, calls: ${calls} },`);
    expect(() => readRouteDeclaration(file)).toThrow("/contest's calls must each be");
  });
  const HEADING = `{ en: { title: 'Create', lead: 'Register' }, fr: { title: 'Créez' }, es: { title: 'Crea', lead: 'Regístrate' } }`;

  it.each(['public', 'member'])('publishes the heading a %s page opens with, in every language', (access) => {
    const file = declaration(`{ path: '/signup', access: '${access}', layout: true, heading: ${HEADING} },`);
    expect(readRouteDeclaration(file)).toEqual([
      {
        path: '/signup',
        access,
        layout: true,
        heading: {
          en: { title: 'Create', lead: 'Register' },
          fr: { title: 'Créez' },
          es: { title: 'Crea', lead: 'Regístrate' },
        },
      },
    ]);
  });

  it('publishes a heading set in the brand’s banner', () => {
    const file = declaration(
      `{ path: '/earn-points', access: 'member', layout: true, heading: ${HEADING}, headingLook: 'banner' },`,
    );
    expect(readRouteDeclaration(file)).toEqual([
      expect.objectContaining({ path: '/earn-points', headingLook: 'banner' }),
    ]);
  });

  it.each([
    [
      'a look but no heading',
      `{ path: '/earn-points', access: 'member', layout: true, headingLook: 'banner' }`,
      'has a headingLook but no heading',
    ],
    [
      'a look the servers do not know',
      `{ path: '/earn-points', access: 'member', layout: true, heading: ${HEADING}, headingLook: 'hero' }`,
      "headingLook must be 'banner'",
    ],
    [
      'a member route with parameters',
      `{ path: '/help-desk/:id', access: 'member', layout: true, heading: ${HEADING} }`,
      'may not declare a heading',
    ],
    [
      'a route with parameters',
      `{ path: '/contest/:id', access: 'public', layout: true, heading: ${HEADING} }`,
      'may not declare a heading',
    ],
    [
      'a route without the layout',
      `{ path: '/upcoming', access: 'public', layout: false, heading: ${HEADING} }`,
      'may not declare a heading',
    ],
    [
      'a language missing',
      `{ path: '/signup', access: 'public', layout: true, heading: { en: { title: 'Create' }, fr: { title: 'Créez' } } }`,
      'in every interface language',
    ],
    [
      'an empty title',
      `{ path: '/signup', access: 'public', layout: true, heading: { en: { title: ' ' }, fr: { title: 'a' }, es: { title: 'b' } } }`,
      'in every interface language',
    ],
  ])('refuses to build a heading on %s', (_case, route, message) => {
    expect(() => readRouteDeclaration(declaration(`${route},`))).toThrow(message);
  });
});
