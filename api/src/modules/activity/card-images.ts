/**
 * Card header images of the demo activities, served by the API itself (GET /s1/activity/images/{file})
 * so a fresh portal shows real pictures without any outside host. Each is a 640×360 SVG on the
 * portal's palette: a gradient, soft shapes and a white pictogram of the activity.
 */
interface CardArt {
  from: string;
  to: string;
  /** White pictogram in a 200×200 box, drawn at the centre of the card. */
  icon: string;
}

const STROKE = 'fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"';

const ART = {
  video: {
    from: '#5b2a86',
    to: '#8e44ad',
    icon: `<circle cx="100" cy="100" r="84" ${STROKE}/><path d="M80 60 L146 100 L80 140 Z" fill="#fff"/>`,
  },
  survey: {
    from: '#1e5aa8',
    to: '#5b2a86',
    icon: `<rect x="40" y="24" width="120" height="160" rx="14" ${STROKE}/><path d="M70 74 l12 12 l22 -24 M70 124 l12 12 l22 -24 M120 80 h16 M120 130 h16" ${STROKE}/>`,
  },
  refer: {
    from: '#3d1a5c',
    to: '#1f7a4d',
    icon: `<circle cx="74" cy="70" r="28" ${STROKE}/><path d="M20 170 c0 -40 24 -60 54 -60 s54 20 54 60" ${STROKE}/><path d="M160 70 v56 M132 98 h56" ${STROKE}/>`,
  },
  read: {
    from: '#8a5a00',
    to: '#5b2a86',
    icon: `<path d="M100 56 C76 38 44 36 18 44 V164 C44 156 76 158 100 176 C124 158 156 156 182 164 V44 C156 36 124 38 100 56 Z M100 56 V176" ${STROKE}/>`,
  },
  document: {
    from: '#5f5a66',
    to: '#3d1a5c',
    icon: `<path d="M52 20 H120 L156 56 V180 H52 Z M120 20 V56 H156 M76 96 H132 M76 124 H132 M76 152 H112" ${STROKE}/>`,
  },
  share: {
    from: '#1e5aa8',
    to: '#1f7a4d',
    icon: `<circle cx="148" cy="46" r="24" ${STROKE}/><circle cx="52" cy="100" r="24" ${STROKE}/><circle cx="148" cy="154" r="24" ${STROKE}/><path d="M74 88 L126 58 M74 112 L126 142" ${STROKE}/>`,
  },
  games: {
    from: '#b3261e',
    to: '#5b2a86',
    icon: `<path d="M56 58 H144 C172 58 190 86 190 122 C190 150 172 162 156 150 L134 130 H66 L44 150 C28 162 10 150 10 122 C10 86 28 58 56 58 Z" ${STROKE}/><path d="M56 86 v32 M40 102 h32" ${STROKE}/><circle cx="132" cy="94" r="8" fill="#fff"/><circle cx="152" cy="114" r="8" fill="#fff"/>`,
  },
  code: {
    from: '#f2a900',
    to: '#b3261e',
    icon: `<rect x="16" y="52" width="168" height="96" rx="16" ${STROKE}/><path d="M52 84 l-8 32 M68 84 l-8 32 M38 94 h34 M34 106 h34" ${STROKE}/><path d="M96 100 H164" ${STROKE} stroke-dasharray="4 14"/>`,
  },
  streak: {
    from: '#f2a900',
    to: '#5b2a86',
    icon: `<rect x="24" y="36" width="152" height="144" rx="16" ${STROKE}/><path d="M24 76 H176 M64 20 V52 M136 20 V52" ${STROKE}/><path d="M70 128 l20 20 l42 -44" ${STROKE}/>`,
  },
  receipt: {
    from: '#1f7a4d',
    to: '#3d1a5c',
    icon: `<path d="M44 16 H156 V184 L138 170 L119 184 L100 170 L81 184 L62 170 L44 184 Z M72 60 H128 M72 88 H128 M72 116 H108" ${STROKE}/>`,
  },
} satisfies Record<string, CardArt>;

function render({ from, to, icon }: CardArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="40" r="150" fill="#fff" fill-opacity="0.08"/>
<circle cx="70" cy="330" r="120" fill="#fff" fill-opacity="0.06"/>
<circle cx="320" cy="180" r="132" fill="#fff" fill-opacity="0.1"/>
<g transform="translate(220 80)">${icon}</g>
</svg>`;
}

const IMAGES = new Map(Object.entries(ART).map(([name, art]) => [`${name}.svg`, render(art)]));

/** The SVG text of one image, or undefined for an unknown file name. */
export function cardImage(file: string): string | undefined {
  return IMAGES.get(file);
}

/** The address an activity row stores: relative to the portal origin, which proxies /api. */
export const cardImageUrl = (name: keyof typeof ART): string => `/api/s1/activity/images/${name}.svg`;
