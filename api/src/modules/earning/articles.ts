import type { Language } from '../../platform/messages';

/** HTML articles of the demo read activities, by the slug in the activity's `data`, in every language. */
export const ARTICLES: Record<string, Record<Language, string>> = {
  'battery-safety': {
    en: `<h2>Battery Safety Basics</h2>
<p>Your device runs on a rechargeable lithium-ion battery. A few habits keep it safe and long-lived.</p>
<ul><li>Charge with the cable that came with your device, on a hard surface, and unplug it when it is full.</li>
<li>Never leave a charging device unattended or under a pillow.</li>
<li>Carry your device in your hand luggage when you fly, never in checked bags.</li>
<li>Keep it away from keys and coins, and out of hot cars.</li></ul>
<p>If the device gets hot, swells or leaks, stop using it and contact support.</p>`,
    fr: `<h2>Les bases de la sécurité des batteries</h2>
<p>Votre appareil fonctionne avec une batterie lithium-ion rechargeable. Quelques habitudes la gardent sûre et durable.</p>
<ul><li>Chargez-le avec le câble fourni, sur une surface dure, et débranchez-le une fois chargé.</li>
<li>Ne laissez jamais un appareil en charge sans surveillance ni sous un oreiller.</li>
<li>En avion, gardez l’appareil en cabine, jamais en soute.</li>
<li>Tenez-le à l’écart des clés et des pièces, et hors des voitures chaudes.</li></ul>
<p>Si l’appareil chauffe, gonfle ou fuit, cessez de l’utiliser et contactez l’assistance.</p>`,
    es: `<h2>Conceptos básicos de seguridad de la batería</h2>
<p>Tu dispositivo funciona con una batería recargable de iones de litio. Algunos hábitos la mantienen segura y duradera.</p>
<ul><li>Cárgalo con el cable incluido, sobre una superficie dura, y desconéctalo cuando esté lleno.</li>
<li>Nunca dejes un dispositivo cargando sin vigilancia ni debajo de una almohada.</li>
<li>Cuando vueles, llévalo en el equipaje de mano, nunca en el facturado.</li>
<li>Mantenlo lejos de llaves y monedas, y fuera de autos calientes.</li></ul>
<p>Si el dispositivo se calienta, se hincha o gotea, deja de usarlo y contacta con soporte.</p>`,
  },
};
