import type { Envelope } from '@portal/kit/contracts';
import { provideSanitizer } from '@portal/kit/ui';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { giveRouteAnswers } from '../api/routeCalls';
import { urlOf } from '../api/address';
import type { RouteCall } from '../federation/routes';
import { AppRoot } from '../federation/AppRoot';
import { type LazyTranslations, registerTranslations, switchLanguage, type Translations } from '../i18n/i18n';
import type { Language } from '../i18n/language';

/** What a first screen is rendered from (docs/first-screen-plan.md, stage 2). */
export interface FirstScreenRequest {
  /** The page's address: its path and query. */
  url: string;
  language: Language;
  /** The answers of the calls the route declares, by their address (`/api/…?…`, as the page asks). */
  answers: Readonly<Record<string, Envelope<unknown>>>;
}

/** The screen's markup, for the remote's area of the page, and the style tags its markup needs. */
export interface FirstScreen {
  html: string;
  css: string;
}

export interface FirstScreenApp {
  /** The remote's name, as its `createReactApp` names it. */
  name: string;
  /** The strings of its own namespace, as its `createReactApp` is given them, if it is. */
  translations?: Translations | LazyTranslations;
  App: ComponentType;
}

/** The address a declared call's answer is given under: the page's own request for it (`/api/…?…`). */
export const routeCallAddress = (call: RouteCall): string => urlOf(call);

/** The app as its browser root renders it (AppRoot), with a router fixed at the requested address. */
function firstScreenElement({ name, App }: FirstScreenApp, url: string): ReactElement {
  const AtAddress = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  return (
    <AppRoot name={name} router={AtAddress}>
      <App />
    </AppRoot>
  );
}

/**
 * Puts the page's language and the answers where the app reads them: the i18n instance and
 * `knownRouteAnswer`. The session store stays as it starts: React renders a store's first state
 * (zustand's server snapshot) on the server and again while the browser hydrates, so what a screen
 * reads of the session (the help desk's VIP line) shows once the page has hydrated, on both sides alike.
 */
export async function holdFirstScreen({ language, answers }: FirstScreenRequest): Promise<void> {
  await switchLanguage(language);
  giveRouteAnswers(answers);
}

/**
 * A remote's server renderer of its first screens. The i18n instance and the given answers are one per
 * process, as they are one per page, so renders take turns: each holds them from its language's strings
 * to the end of its synchronous render.
 */
export function createFirstScreen(app: FirstScreenApp): (request: FirstScreenRequest) => Promise<FirstScreen> {
  // Data-borne HTML (an activity's title) is sanitized as in the page, by DOMPurify over jsdom's DOM.
  provideSanitizer(createDOMPurify(new JSDOM('').window));
  if (app.translations) registerTranslations(app.name, app.translations);
  let turn: Promise<unknown> = Promise.resolve();
  const renderOne = async (request: FirstScreenRequest): Promise<FirstScreen> => {
    await holdFirstScreen(request);
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(firstScreenElement(app, request.url)));
      return { html, css: sheet.getStyleTags() };
    } finally {
      sheet.seal();
      giveRouteAnswers({});
    }
  };
  return (request) => {
    const rendered = turn.then(() => renderOne(request));
    turn = rendered.catch(() => undefined);
    return rendered;
  };
}
