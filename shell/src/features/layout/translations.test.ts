import { i18n, registerTranslations, SUPPORTED_LANGUAGES, switchLanguage } from '@portal/shared';
import { NOTIFICATIONS_NS } from '../notifications/translations';
import { pagesTranslations } from '../pages/translations';
import { TIER_BAR_NS } from '../tier-bar/translations';
import { VIDEO_GUARD_NS } from '../video-guard/translations';
import { layoutTranslations } from './translations';

registerTranslations('layout', layoutTranslations);
registerTranslations('pages', pagesTranslations);

// French and Spanish of the frame and pages are separate chunks, fetched when the page switches.
beforeAll(async () => {
  await switchLanguage('fr');
  await switchLanguage('es');
  await switchLanguage('en');
});

/** Every leaf key of a nested translation object, as a.b.c paths, with its value. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

// That every language has every key is the type check's job (defineTranslations); this checks the texts.
describe.each(['layout', 'pages', TIER_BAR_NS, NOTIFICATIONS_NS, VIDEO_GUARD_NS])('the %s strings', (namespace) => {
  it('are none empty, and French and Spanish differ from English where words are translated', () => {
    const [en, fr, es] = SUPPORTED_LANGUAGES.map((lng) => leaves(i18n.getResourceBundle(lng, namespace)));
    for (const list of [en, fr, es]) {
      for (const [key, text] of list ?? [])
        expect([key, typeof text === 'string' && text.trim().length > 0]).toEqual([key, true]);
    }
    const translated = (list: [string, unknown][] = []) =>
      list.filter(([key, text]) => en?.find(([k]) => k === key)?.[1] !== text).length;
    expect(translated(fr)).toBeGreaterThan(0);
    expect(translated(es)).toBeGreaterThan(0);
  });
});
