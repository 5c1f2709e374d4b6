/**
 * Images of the demo rewards, served by the API (GET /s1/reward/images/{type}.svg) so a fresh portal
 * shows pictures without an outside host: a 640×360 SVG per reward type on the portal's palette.
 */
const STROKE = 'fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"';

const ART: Record<string, { from: string; to: string; icon: string }> = {
  physical: {
    from: '#5b2a86',
    to: '#1e5aa8',
    icon: `<path d="M30 60 L100 24 L170 60 V150 L100 186 L30 150 Z M30 60 L100 96 L170 60 M100 96 V186" ${STROKE}/>`,
  },
  digital: {
    from: '#1f7a4d',
    to: '#5b2a86',
    icon: `<rect x="20" y="50" width="160" height="104" rx="14" ${STROKE}/><path d="M20 82 H180 M44 126 H96" ${STROKE}/>`,
  },
  vip: {
    from: '#8a5a00',
    to: '#3d1a5c',
    icon: `<path d="M100 20 L124 74 L182 78 L138 116 L152 174 L100 144 L48 174 L62 116 L18 78 L76 74 Z" ${STROKE}/>`,
  },
};

export function rewardImage(file: string): string | undefined {
  const art = ART[file.replace(/\.svg$/, '')];
  if (!art || !file.endsWith('.svg')) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/><circle cx="560" cy="60" r="120" fill="#fff" opacity="0.08"/>
<g transform="translate(220 80)">${art.icon}</g></svg>`;
}

export const imageOf = (type: 'PHYSICAL' | 'DIGITAL' | 'VVS'): string =>
  `/api/s1/reward/images/${type === 'VVS' ? 'vip' : type.toLowerCase()}.svg`;
