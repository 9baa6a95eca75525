// The landing page's cuisine pictures are our own: flat, top-down illustrations drawn here as SVG
// and rendered to JPEG with Chromium, so no photograph is copied from anywhere. Run again after
// changing a drawing (writes web/public/images/cuisineImages/{name}.jpg, 800x600):
//
//   node --import tsx web/features/landing/generate-cuisine-images.ts
//
// Node-only: it is never imported by the client. It touches no Node module itself (Chromium writes
// the files), so it type-checks with the rest of web/.
import { chromium } from 'playwright-core';
import { landingCuisines } from '../../config/constants.ts';
import { images } from '../../config/paths.ts';

const WIDTH = 800;
const HEIGHT = 600;
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const publicDir = new URL('../../public/', import.meta.url);

type Cuisine = (typeof landingCuisines)[number];

// Same picture on every run: sprinkles come from a seeded generator, not Math.random.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const at = (x: number, y: number, rotate = 0, scale = 1) => `transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})"`;

/** A plate or bowl seen from above: rim, well and a soft shadow. */
const plate = (x: number, y: number, r: number, rim: string, well: string, content = '') => `
  <g filter="url(#shadow)">
    <circle cx="${x}" cy="${y}" r="${r}" fill="${rim}"/>
    <circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="${well}"/>
  </g>
  <circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="none" stroke="#000" stroke-opacity="0.06" stroke-width="${r * 0.04}"/>
  ${content}`;

const leaf = (x: number, y: number, size: number, rotate: number, fill: string) => `
  <g ${at(x, y, rotate, size)}>
    <path d="M0 -1 C0.62 -0.55 0.62 0.55 0 1 C-0.62 0.55 -0.62 -0.55 0 -1Z" fill="${fill}"/>
    <path d="M0 -0.85 L0 0.85" stroke="#fff" stroke-opacity="0.35" stroke-width="0.06"/>
  </g>`;

const ball = (x: number, y: number, r: number, fill: string, highlight = 0.35) => `
  <circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>
  <circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.28}" fill="#fff" fill-opacity="${highlight}"/>`;

const tomato = (x: number, y: number, r: number) => `
  ${ball(x, y, r, '#d7322a')}
  <path ${at(x, y - r * 0.1, 0, r / 20)} d="M0 -6 L3 -12 L4 -4 L11 -6 L5 0 L9 6 L1 2 L-3 9 L-3 1 L-11 2 L-5 -3 L-9 -9Z" fill="#3f8a3a"/>`;

const citrusSlice = (x: number, y: number, r: number, peel: string, flesh: string) => {
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<line x1="${x}" y1="${y}" x2="${x + Math.cos(a) * r * 0.78}" y2="${y + Math.sin(a) * r * 0.78}" stroke="#fffbe8" stroke-opacity="0.8" stroke-width="${r * 0.06}"/>`;
  }).join('');
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${peel}"/><circle cx="${x}" cy="${y}" r="${r * 0.84}" fill="#fffbe8"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="${flesh}"/>${segments}`;
};

const chili = (x: number, y: number, size: number, rotate: number, fill = '#c81d25') => `
  <g ${at(x, y, rotate, size)}>
    <path d="M-1 -0.1 C-0.6 -0.45 0.4 -0.35 1.05 0.5 C0.3 0.05 -0.5 0.15 -1 0.15Z" fill="${fill}"/>
    <path d="M-1 0.02 C-1.12 -0.08 -1.2 -0.2 -1.32 -0.18" stroke="#3f8a3a" stroke-width="0.14" fill="none" stroke-linecap="round"/>
  </g>`;

const sprinkle = (count: number, seed: number, box: [number, number, number, number], draw: (x: number, y: number, rand: () => number) => string) => {
  const rand = seeded(seed);
  return Array.from({ length: count }, () => draw(box[0] + rand() * (box[2] - box[0]), box[1] + rand() * (box[3] - box[1]), rand)).join('');
};

const scenes: Record<Cuisine, { background: [string, string]; art: string }> = {
  // Spaghetti al pomodoro: pasta nest, sauce, basil; cherry tomatoes and garlic on the table.
  Italian: {
    background: ['#f3e3cf', '#e8c9a6'],
    art: `
      ${plate(400, 310, 205, '#fbfaf6', '#f1ede4', `
        ${Array.from({ length: 16 }, (_, i) => `<ellipse cx="400" cy="310" rx="${150 - i * 7}" ry="${138 - i * 6}" fill="none" stroke="#f0c86a" stroke-width="7" transform="rotate(${i * 23} 400 310)"/>`).join('')}
        <circle cx="405" cy="300" r="62" fill="#c9321f"/>
        <circle cx="392" cy="288" r="30" fill="#e0452c" opacity="0.7"/>
        ${leaf(440, 270, 30, 35, '#2f8f46')}${leaf(412, 252, 24, -20, '#3aa556')}
        ${sprinkle(18, 3, [350, 250, 460, 350], (x, y) => `<rect x="${x}" y="${y}" width="6" height="6" rx="1.5" fill="#fff7d6"/>`)}`)}
      ${tomato(120, 110, 38)}${tomato(170, 160, 30)}${tomato(690, 470, 40)}
      <g ${at(680, 120, 15)}><path d="M0 -50 C40 -40 50 20 0 48 C-50 20 -40 -40 0 -50Z" fill="#fbf4e6"/><path d="M0 -50 L0 48 M-18 -38 C-30 0 -18 30 -8 44 M18 -38 C30 0 18 30 8 44" stroke="#e3d3b8" stroke-width="4" fill="none"/></g>
      ${leaf(110, 480, 38, 50, '#2f8f46')}${leaf(160, 520, 30, 100, '#3aa556')}`,
  },
  // Guacamole with tortilla chips, lime and chillies.
  Mexican: {
    background: ['#f6b440', '#ec8f2c'],
    art: `
      ${plate(380, 300, 190, '#b5532e', '#9b4526', `
        <circle cx="380" cy="300" r="128" fill="#8dbb4c"/>
        ${sprinkle(40, 7, [280, 200, 480, 400], (x, y, r) => ((x - 380) ** 2 + (y - 300) ** 2 < 110 ** 2 ? `<circle cx="${x}" cy="${y}" r="${4 + r() * 6}" fill="${r() > 0.5 ? '#a8cf62' : '#6f9e38'}"/>` : ''))}
        ${sprinkle(16, 11, [300, 220, 460, 380], (x, y) => ((x - 380) ** 2 + (y - 300) ** 2 < 100 ** 2 ? `<rect x="${x}" y="${y}" width="14" height="14" rx="3" fill="#e4432d"/>` : ''))}
        ${leaf(400, 280, 20, 30, '#2f7d3a')}${leaf(370, 320, 16, -40, '#2f7d3a')}`)}
      ${[[620, 150, 20], [650, 260, -15], [600, 380, 40], [140, 420, -30], [210, 500, 10]].map(([x, y, a]) => `<path ${at(x!, y!, a!)} d="M-55 40 L55 40 L0 -55Z" fill="#f5d27a" stroke="#e0ad45" stroke-width="4" stroke-linejoin="round" filter="url(#shadow)"/>`).join('')}
      ${citrusSlice(690, 500, 52, '#4f9a2f', '#b9dc6b')}${citrusSlice(110, 120, 46, '#4f9a2f', '#b9dc6b')}
      ${chili(170, 270, 60, -30)}${chili(640, 70, 48, 15, '#e03a1e')}`,
  },
  // A curry with a cream swirl, beside small bowls of spices and a cinnamon stick.
  Indian: {
    background: ['#8a2f1d', '#5f1f14'],
    art: `
      ${plate(360, 320, 200, '#d9a441', '#c58d2c', `
        <circle cx="360" cy="320" r="145" fill="#e07b24"/>
        <path d="M290 300 C320 250 400 250 420 300 C440 350 370 380 340 340 C320 315 350 295 370 310" stroke="#fbe9cf" stroke-width="10" fill="none" stroke-linecap="round"/>
        ${leaf(420, 370, 18, 40, '#3d8b3d')}${leaf(300, 360, 15, -30, '#4ea24a')}${leaf(390, 240, 14, 80, '#4ea24a')}`)}
      ${plate(660, 130, 70, '#d9a441', '#c58d2c', `<circle cx="660" cy="130" r="50" fill="#f2b705"/>`)}
      ${plate(670, 330, 62, '#d9a441', '#c58d2c', `<circle cx="670" cy="330" r="44" fill="#c1271d"/>`)}
      ${plate(640, 510, 58, '#d9a441', '#c58d2c', `${sprinkle(40, 5, [610, 480, 670, 540], (x, y, r) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="2.5" fill="#8a5a2b" transform="rotate(${r() * 180} ${x} ${y})"/>`)}`)}
      <g ${at(110, 110, -35)} filter="url(#shadow)"><rect x="-90" y="-14" width="180" height="28" rx="12" fill="#9a5b32"/><rect x="-90" y="-6" width="180" height="6" fill="#7d4626"/></g>
      ${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="110" cy="490" rx="14" ry="36" fill="#6b3a1f" transform="rotate(${a} 110 490) translate(0 -26)"/>`).join('')}<circle cx="110" cy="490" r="10" fill="#4a2612"/>`,
  },
  // Maki and nigiri on a dark plate, chopsticks, a pale sun.
  Japanese: {
    background: ['#1f3347', '#15222f'],
    art: `
      <circle cx="640" cy="130" r="90" fill="#e5533d" opacity="0.9"/>
      ${plate(360, 330, 210, '#2b2b2e', '#1d1d20', `
        ${[[280, 260, '#f08a4b'], [380, 240, '#6fb24b'], [480, 270, '#f08a4b'], [330, 360, '#e44c4c']].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="46" fill="#1b2b22"/><circle cx="${x}" cy="${y}" r="38" fill="#f7f4ec"/><circle cx="${x}" cy="${y}" r="15" fill="${c}"/>`).join('')}
        <g ${at(450, 390, -12)}><rect x="-62" y="-24" width="124" height="48" rx="22" fill="#f7f4ec"/><rect x="-66" y="-30" width="132" height="36" rx="16" fill="#f28c5a"/><path d="M-50 -22 L-40 2 M-24 -24 L-14 2 M2 -24 L12 2 M28 -24 L38 2" stroke="#fbd2b7" stroke-width="5"/></g>`)}
      <g ${at(640, 400, -28)} filter="url(#shadow)"><rect x="-150" y="-6" width="300" height="11" rx="5" fill="#b5835a"/><rect x="-150" y="14" width="300" height="11" rx="5" fill="#b5835a"/></g>
      ${plate(120, 480, 60, '#f4f1ea', '#e5e0d4', `<circle cx="120" cy="480" r="38" fill="#3a2418"/>`)}
      ${leaf(110, 130, 40, 30, '#4f9a4a')}`,
  },
  // Bibimbap in a stone bowl: vegetables in wedges, an egg, gochujang, sesame.
  Korean: {
    background: ['#b8323a', '#8e232b'],
    art: `
      ${plate(400, 300, 215, '#2a2a2c', '#3a3a3d', `
        ${['#f08a24', '#3f8f3a', '#f3e7a6', '#8b5a3c', '#c9453a', '#6cb86a'].map((c, i) => `<path d="M400 300 L${400 + Math.cos((i * Math.PI) / 3) * 168} ${300 + Math.sin((i * Math.PI) / 3) * 168} A168 168 0 0 1 ${400 + Math.cos(((i + 1) * Math.PI) / 3) * 168} ${300 + Math.sin(((i + 1) * Math.PI) / 3) * 168}Z" fill="${c}"/>`).join('')}
        ${sprinkle(60, 9, [250, 150, 550, 450], (x, y, r) => ((x - 400) ** 2 + (y - 300) ** 2 < 160 ** 2 && (x - 400) ** 2 + (y - 300) ** 2 > 70 ** 2 ? `<rect x="${x}" y="${y}" width="${10 + r() * 14}" height="4" rx="2" fill="#000" fill-opacity="0.12" transform="rotate(${r() * 180} ${x} ${y})"/>` : ''))}
        <path d="M330 290 C320 230 400 220 430 245 C480 240 490 320 450 350 C410 390 340 360 330 290Z" fill="#fffdf6"/>
        ${ball(400, 295, 34, '#f7b21b', 0.45)}
        ${sprinkle(30, 13, [330, 230, 470, 370], (x, y) => `<ellipse cx="${x}" cy="${y}" rx="3" ry="1.8" fill="#fff6dc"/>`)}`)}
      <g ${at(110, 470, 30)} filter="url(#shadow)"><rect x="-120" y="-5" width="240" height="9" rx="4" fill="#c9c9cc"/><rect x="-120" y="12" width="240" height="9" rx="4" fill="#c9c9cc"/></g>
      ${chili(680, 120, 56, 20)}${chili(700, 200, 46, -10)}${leaf(110, 110, 38, -30, '#3f8f3a')}`,
  },
  // Green curry with coconut, chilli and basil; lemongrass and lime alongside.
  Thai: {
    background: ['#2f7d4f', '#1f5c39'],
    art: `
      ${plate(360, 310, 200, '#f4efe3', '#e8e0cf', `
        <circle cx="360" cy="310" r="140" fill="#a8c256"/>
        <path d="M270 300 C300 270 340 330 380 290 C410 260 440 300 460 320" stroke="#f4ecd2" stroke-width="12" fill="none" stroke-linecap="round" opacity="0.8"/>
        ${leaf(330, 250, 22, 20, '#2e6f2f')}${leaf(400, 360, 20, -50, '#2e6f2f')}${leaf(300, 360, 18, 80, '#3f8a3a')}
        ${[[410, 250], [440, 330], [320, 320], [360, 380]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#d62828"/><circle cx="${x}" cy="${y}" r="5" fill="#f7d9a6"/>`).join('')}`)}
      ${[0, 18, 36].map((d) => `<rect x="${590 + d}" y="${80 + d}" width="26" height="330" rx="12" fill="#d8e6a8" transform="rotate(18 ${600 + d} ${240 + d})" filter="url(#shadow)"/>`).join('')}
      ${citrusSlice(690, 500, 54, '#4f9a2f', '#b9dc6b')}
      ${chili(120, 120, 58, 30)}${chili(150, 200, 48, -20)}${leaf(110, 480, 40, 60, '#8fd08b')}`,
  },
  // Dumplings in a bamboo steamer, bok choy and a dish of soy.
  Chinese: {
    background: ['#a3201f', '#7c1616'],
    art: `
      <g filter="url(#shadow)"><circle cx="380" cy="300" r="205" fill="#d8b47a"/></g>
      ${[195, 180, 165].map((r) => `<circle cx="380" cy="300" r="${r}" fill="none" stroke="#b78f55" stroke-width="5"/>`).join('')}
      <circle cx="380" cy="300" r="160" fill="#efe3c4"/>
      ${[[320, 240], [440, 240], [300, 340], [400, 330], [360, 420], [470, 380]].map(([x, y], i) => `
        <g ${at(x!, y!, i * 31)} filter="url(#soft)"><path d="M-52 10 C-50 -40 50 -40 52 10 C30 24 -30 24 -52 10Z" fill="#fbf6ea"/>
        <path d="M-34 -14 L-30 4 M-14 -24 L-12 4 M6 -26 L6 4 M26 -18 L24 4" stroke="#e6d9bd" stroke-width="4" stroke-linecap="round"/></g>`).join('')}
      ${plate(660, 470, 70, '#f4f1ea', '#e5e0d4', `<circle cx="660" cy="470" r="45" fill="#3b1f12"/><circle cx="648" cy="458" r="10" fill="#fff" opacity="0.18"/>`)}
      <g ${at(660, 140, 30)}>${leaf(0, 0, 80, 0, '#5aa04d')}<rect x="-16" y="10" width="32" height="100" rx="14" fill="#e9f2d5"/></g>
      ${leaf(120, 110, 40, -40, '#5aa04d')}<g ${at(110, 480, 35)} filter="url(#shadow)"><rect x="-110" y="-5" width="220" height="10" rx="5" fill="#2b2b2b"/><rect x="-110" y="12" width="220" height="10" rx="5" fill="#2b2b2b"/></g>`,
  },
  // Baguette, a wedge of cheese and grapes on a board.
  French: {
    background: ['#dfe3f1', '#b9c2df'],
    art: `
      <g filter="url(#shadow)"><rect x="120" y="110" width="560" height="380" rx="40" fill="#c89b6d"/></g>
      <rect x="140" y="130" width="520" height="340" rx="30" fill="#d6ab7c"/>
      <g ${at(390, 220, -14)} filter="url(#soft)"><rect x="-250" y="-38" width="500" height="76" rx="38" fill="#d48b3c"/>
        ${[-170, -90, -10, 70, 150].map((x) => `<path d="M${x} -22 C${x + 20} -10 ${x + 30} 8 ${x + 40} 22" stroke="#f4cf8e" stroke-width="9" stroke-linecap="round" fill="none"/>`).join('')}</g>
      <g ${at(300, 370, 8)} filter="url(#soft)"><path d="M-110 50 L110 50 L110 -10 L-110 -60Z" fill="#f5d76e"/><path d="M-110 -60 L110 -10 L110 -2 L-110 -52Z" fill="#e5b94a"/>
        ${[[-60, 10, 13], [10, 25, 9], [60, 5, 11], [-20, 35, 6]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#e3bc4f"/>`).join('')}</g>
      ${[[520, 330], [556, 318], [590, 334], [536, 362], [572, 360], [606, 368], [552, 394], [588, 398], [570, 428]].map(([x, y]) => ball(x!, y!, 22, '#6b3f7a', 0.3)).join('')}
      <path d="M560 310 C556 290 570 280 585 276" stroke="#5c4630" stroke-width="6" fill="none" stroke-linecap="round"/>
      ${leaf(640, 300, 34, 60, '#6e9b4d')}`,
  },
  // Paella in its pan: saffron rice, prawns, mussels, peas, lemon.
  Spanish: {
    background: ['#e76f51', '#c4502f'],
    art: `
      <g filter="url(#shadow)"><rect x="110" y="285" width="580" height="34" rx="17" fill="#2d2d2d"/><circle cx="400" cy="300" r="220" fill="#2d2d2d"/></g>
      <circle cx="400" cy="300" r="200" fill="#e9b23a"/>
      ${sprinkle(140, 17, [220, 120, 580, 480], (x, y, r) => ((x - 400) ** 2 + (y - 300) ** 2 < 190 ** 2 ? `<ellipse cx="${x}" cy="${y}" rx="6" ry="3" fill="${r() > 0.5 ? '#f6cb55' : '#d99a24'}" transform="rotate(${r() * 180} ${x} ${y})"/>` : ''))}
      ${[[330, 220, 20], [470, 230, 140], [300, 360, -60], [470, 380, 200], [400, 300, 90]].map(([x, y, a]) => `<path ${at(x!, y!, a!)} d="M-30 0 A30 30 0 1 1 30 0 L18 0 A18 18 0 1 0 -18 0Z" fill="#f07a4a" stroke="#fbb08b" stroke-width="3"/>`).join('')}
      ${[[390, 200, 20], [540, 300, -40], [260, 290, 70], [390, 420, 10]].map(([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="30" ry="16" fill="#22252e" transform="rotate(${a} ${x} ${y})"/><ellipse cx="${x}" cy="${y}" rx="18" ry="8" fill="#f2a66b" transform="rotate(${a} ${x} ${y})"/>`).join('')}
      ${sprinkle(22, 23, [250, 150, 550, 450], (x, y) => ((x - 400) ** 2 + (y - 300) ** 2 < 170 ** 2 ? ball(x, y, 7, '#5c9e32', 0.3) : ''))}
      ${[[330, 300, -20], [450, 300, 30]].map(([x, y, a]) => `<rect x="${x! - 40}" y="${y! - 6}" width="80" height="12" rx="6" fill="#d3261f" transform="rotate(${a} ${x} ${y})"/>`).join('')}
      <g ${at(500, 205, 30)}><path d="M-40 0 A40 40 0 0 1 40 0Z" fill="#f7dc4b"/><path d="M-32 0 A32 32 0 0 1 32 0Z" fill="#fff3a8"/></g>
      ${citrusSlice(110, 110, 44, '#f2c91d', '#fbe56a')}`,
  },
  // A mezze plate of tomato, cucumber, olives and feta, with lemons and an olive sprig.
  Mediterranean: {
    background: ['#2d7fb3', '#1f5f8b'],
    art: `
      ${plate(380, 310, 210, '#fdfcf8', '#f2f0ea', `
        ${[[300, 250], [360, 220], [430, 240], [290, 330]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="34" fill="#d93a2b"/><circle cx="${x}" cy="${y}" r="24" fill="#f06248"/>`).join('')}
        ${[[470, 310], [440, 380], [370, 390], [330, 300]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="32" fill="#4f8a3a"/><circle cx="${x}" cy="${y}" r="27" fill="#dcefc4"/>${[0, 120, 240].map((a) => `<ellipse cx="${x}" cy="${y! - 9}" rx="3" ry="6" fill="#a9cf86" transform="rotate(${a} ${x} ${y})"/>`).join('')}`).join('')}
        ${[[390, 300], [420, 290], [400, 330], [365, 345], [450, 260], [320, 380]].map(([x, y], i) => `<rect x="${x! - 15}" y="${y! - 15}" width="30" height="30" rx="5" fill="#fbfaf1" stroke="#ece7d3" stroke-width="2" transform="rotate(${i * 17} ${x} ${y})"/>`).join('')}
        ${[[350, 180], [470, 220], [260, 400], [500, 350], [400, 440]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="15" ry="11" fill="#3b2236"/><circle cx="${x! - 4}" cy="${y! - 4}" r="3" fill="#fff" opacity="0.3"/>`).join('')}`)}
      ${citrusSlice(680, 120, 54, '#f2c91d', '#fbe56a')}${ball(680, 480, 50, '#f5d238', 0.4)}
      <path d="M70 560 C140 480 190 420 250 380" stroke="#6b5a3a" stroke-width="5" fill="none"/>
      ${[[110, 520, -30], [150, 470, 40], [180, 440, -40], [215, 405, 30], [130, 500, 60]].map(([x, y, a]) => leaf(x!, y!, 26, a!, '#7c9a5a')).join('')}
      ${ball(170, 500, 11, '#3b2236')}${ball(225, 420, 10, '#5a6b2e')}`,
  },
};

function svgOf(cuisine: Cuisine) {
  const { background, art } = scenes[cuisine];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs>
      <radialGradient id="table" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></radialGradient>
      <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity="0.25"/></filter>
      <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity="0.18"/></filter>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#table)"/>
    ${art}
  </svg>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const cuisine of landingCuisines) {
    await page.setContent(`<!doctype html><html><body style="margin:0">${svgOf(cuisine)}</body></html>`);
    const file = new URL(`.${images.cuisine(cuisine)}`, publicDir);
    await page.screenshot({ path: decodeURIComponent(file.pathname), type: 'jpeg', quality: 82 });
    console.log(`wrote ${images.cuisine(cuisine)}`);
  }
} finally {
  await browser.close();
}
