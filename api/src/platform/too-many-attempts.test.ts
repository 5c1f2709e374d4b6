import { translate } from './messages';
import { tooManyAttempts } from './too-many-attempts';

const said = (seconds: number, language: 'en' | 'fr' | 'es' = 'en') => {
  const error = tooManyAttempts(seconds);
  return [error.httpCode, translate(error.code, language, error.values)];
};

describe('the wait a limit asks for', () => {
  it('is said in seconds up to two minutes, never as zero, the last one as "a second"', () => {
    expect(said(0.2)).toEqual([429, 'Too many attempts. Please wait a second and try again.']);
    expect(said(1, 'fr')).toEqual([429, 'Trop de tentatives. Veuillez patienter une seconde puis réessayer.']);
    expect(said(1.5)).toEqual([429, 'Too many attempts. Please wait 2 seconds and try again.']);
    expect(said(42)).toEqual([429, 'Too many attempts. Please wait 42 seconds and try again.']);
    expect(said(120)).toEqual([429, 'Too many attempts. Please wait 120 seconds and try again.']);
  });

  it('is said in whole minutes, rounded up, beyond two minutes, in the member’s language', () => {
    expect(said(121)).toEqual([429, 'Too many attempts. Please wait 3 minutes and try again.']);
    expect(said(833, 'es')).toEqual([429, 'Demasiados intentos. Espera 14 minutos y vuelve a intentarlo.']);
    expect(said(900, 'fr')).toEqual([429, 'Trop de tentatives. Veuillez patienter 15 minutes puis réessayer.']);
  });
});
