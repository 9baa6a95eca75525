// The cuisine pictures (spec §2: /images/cuisineImages/{name}.jpg): one scene per cuisine of the
// reference list, each a dish the cuisine is known for with a few of its ingredients on the table.
import { at, ball, chili, citrusSlice, leaf, plate, sprinkle, svgDocument, tomato } from './drawing.ts';

export const CUISINE_WIDTH = 800;
export const CUISINE_HEIGHT = 600;

interface Scene {
  background: [string, string];
  art: string;
}

const scenes: Record<string, Scene> = {
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
  // Chicken souvlaki with pita, tzatziki and lemon on a blue-rimmed plate.
  Greek: {
    background: ['#eef4f8', '#a9c9df'],
    art: `
      ${plate(370, 310, 210, '#2f6fa8', '#fbfaf5', `
        <circle cx="370" cy="310" r="150" fill="#f3dcae"/>
        ${sprinkle(30, 29, [230, 170, 510, 450], (x, y, r) => ((x - 370) ** 2 + (y - 310) ** 2 < 140 ** 2 ? `<circle cx="${x}" cy="${y}" r="${2 + r() * 2}" fill="#e2bf7e"/>` : ''))}
        ${[-30, 30].map((dy) => `<g ${at(370, 300 + dy, -18)}><rect x="-150" y="-3" width="300" height="6" rx="3" fill="#8a6a45"/>${[-95, -45, 5, 55, 100].map((x, i) => `<rect x="${x - 22}" y="-22" width="44" height="44" rx="12" fill="${i % 2 ? '#c9853f' : '#b56d2e'}"/><path d="M${x - 14} -10 L${x + 14} -10 M${x - 14} 6 L${x + 14} 6" stroke="#7a4319" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`).join('')}</g>`).join('')}
        ${[[300, 410, -40], [440, 200, 60], [280, 220, 20]].map(([x, y, a]) => leaf(x!, y!, 12, a!, '#5c8f3a')).join('')}`)}
      ${plate(670, 150, 72, '#2f6fa8', '#fbfaf5', `<circle cx="670" cy="150" r="50" fill="#f4f2e8"/>${sprinkle(18, 31, [630, 110, 710, 190], (x, y) => ((x - 670) ** 2 + (y - 150) ** 2 < 40 ** 2 ? `<rect x="${x}" y="${y}" width="7" height="4" rx="2" fill="#8dbb6a"/>` : ''))}`)}
      ${citrusSlice(680, 470, 50, '#f2c91d', '#fbe56a')}
      <g filter="url(#soft)">${[0, 1, 2].map((i) => `<path ${at(120 + i * 18, 420 + i * 40, -25 + i * 12)} d="M-70 30 A80 80 0 0 1 70 30Z" fill="${i === 1 ? '#ead2a0' : '#e3c48a'}" stroke="#cfa866" stroke-width="3"/>`).join('')}</g>
      ${[[110, 110, 0], [150, 150, 50], [90, 170, -40]].map(([x, y, a]) => leaf(x!, y!, 22, a!, '#6e8f4a')).join('')}
      ${ball(180, 90, 12, '#3b2236')}${ball(200, 120, 11, '#3b2236')}`,
  },
  // Hummus with olive oil, paprika and chickpeas; flatbread, pomegranate and mint around it.
  'Middle Eastern': {
    background: ['#ecc58f', '#c88f52'],
    art: `
      ${plate(380, 300, 205, '#2f7f86', '#f6efe2', `
        <circle cx="380" cy="300" r="150" fill="#ead9b3"/>
        ${[130, 100, 70].map((r) => `<circle cx="380" cy="300" r="${r}" fill="none" stroke="#d9c394" stroke-width="8"/>`).join('')}
        <path d="M330 270 C360 240 420 250 430 290 C440 330 400 350 370 335 C345 322 355 295 380 300" stroke="#c9a227" stroke-width="16" fill="none" stroke-linecap="round" opacity="0.8"/>
        ${sprinkle(26, 37, [300, 220, 460, 380], (x, y) => ((x - 380) ** 2 + (y - 300) ** 2 < 75 ** 2 ? `<circle cx="${x}" cy="${y}" r="4" fill="#c0392b" opacity="0.8"/>` : ''))}
        ${[[350, 290], [395, 275], [410, 320], [372, 318], [388, 300]].map(([x, y]) => ball(x!, y!, 12, '#d8b46a', 0.4)).join('')}
        ${leaf(345, 340, 14, 30, '#4f8f3a')}${leaf(420, 260, 12, -40, '#4f8f3a')}`)}
      <g filter="url(#soft)">${[[660, 130, 10], [700, 250, -20], [120, 460, 30]].map(([x, y, a]) => `<path ${at(x!, y!, a!)} d="M-70 0 A70 70 0 0 1 70 0 L0 0Z" fill="#e6c27e"/><path ${at(x!, y!, a!)} d="M-50 -10 L-20 -40 M0 -50 L10 -20 M30 -40 L50 -12" stroke="#c9964a" stroke-width="5" stroke-linecap="round"/>`).join('')}</g>
      <g ${at(650, 480)}>${ball(0, 0, 54, '#b3202e', 0.25)}<circle cx="0" cy="0" r="36" fill="#8e1724"/>${sprinkle(26, 41, [-30, -30, 30, 30], (x, y) => (x * x + y * y < 30 ** 2 ? `<circle cx="${x}" cy="${y}" r="5" fill="#e23a4b"/>` : ''))}</g>
      ${[[110, 120, 20], [150, 90, -30], [140, 150, 70]].map(([x, y, a]) => leaf(x!, y!, 24, a!, '#3f9a55')).join('')}`,
  },
  // A cheeseburger and fries on diner paper, with a dish of ketchup and a pickle.
  American: {
    background: ['#4a78b0', '#2a4f80'],
    art: `
      <g filter="url(#shadow)"><rect x="110" y="90" width="580" height="420" rx="24" fill="#f7f2e6"/></g>
      ${Array.from({ length: 8 }, (_, i) => `<rect x="${110 + i * 72.5}" y="90" width="36" height="420" fill="#d8433a" opacity="0.12"/>`).join('')}
      <g filter="url(#shadow)">
        <circle cx="330" cy="300" r="150" fill="#f4c430"/>
        <path d="M190 320 L175 380 L240 350 L300 420 L340 350 L420 410 L440 330 L480 360 L470 300Z" fill="#f4c430"/>
        <circle cx="330" cy="300" r="138" fill="#d98b36"/>
        <circle cx="310" cy="280" r="110" fill="#e9a24a"/>
      </g>
      ${sprinkle(40, 43, [220, 190, 440, 410], (x, y, r) => ((x - 330) ** 2 + (y - 300) ** 2 < 120 ** 2 ? `<ellipse cx="${x}" cy="${y}" rx="6" ry="3" fill="#fbf1d2" transform="rotate(${r() * 180} ${x} ${y})"/>` : ''))}
      ${Array.from({ length: 14 }, (_, i) => `<rect x="${520 + (i % 7) * 18}" y="${150 + (i % 3) * 20}" width="14" height="${150 + (i % 4) * 14}" rx="4" fill="${i % 2 ? '#f2c14e' : '#e9b03c'}" transform="rotate(${-12 + i * 3} 570 300)" filter="url(#soft)"/>`).join('')}
      ${plate(600, 440, 52, '#ffffff', '#f1ede4', `<circle cx="600" cy="440" r="34" fill="#c0231b"/>`)}
      <g ${at(170, 150, -30)} filter="url(#soft)"><ellipse rx="60" ry="24" fill="#5f8a2f"/><ellipse rx="48" ry="16" fill="#8fb552"/>${[-30, -10, 10, 30].map((x) => `<circle cx="${x}" cy="0" r="4" fill="#d8e8a8"/>`).join('')}</g>`,
  },
  // Pho: rice noodles in clear broth with beef, herbs, chilli and lime; chopsticks on a straw mat.
  Vietnamese: {
    background: ['#f0d48e', '#d1a85a'],
    art: `
      ${plate(360, 310, 215, '#f6f3ec', '#e9e2d2', `
        <circle cx="360" cy="310" r="158" fill="#c9913f"/>
        <circle cx="360" cy="310" r="158" fill="#e6b55e" opacity="0.5"/>
        ${Array.from({ length: 10 }, (_, i) => `<path d="M${250 + i * 8} ${260 + (i % 3) * 18} C${300 + i * 6} ${230 - i * 4} ${380 + i * 3} ${360 + i * 5} ${470 - i * 4} ${300 + (i % 4) * 12}" stroke="#f8f2e2" stroke-width="6" fill="none" stroke-linecap="round"/>`).join('')}
        ${[[300, 360, 20], [360, 380, -10], [420, 360, 30]].map(([x, y, a]) => `<path ${at(x!, y!, a!)} d="M-40 -16 C-20 -26 20 -26 40 -16 L36 16 C20 22 -20 22 -36 16Z" fill="#8f4a3a"/><path ${at(x!, y!, a!)} d="M-30 -4 C-10 2 10 -8 30 0" stroke="#c98a78" stroke-width="4" fill="none"/>`).join('')}
        ${[[300, 240, 30], [340, 220, -20], [430, 250, 60], [400, 230, 10]].map(([x, y, a]) => leaf(x!, y!, 20, a!, '#3d8f45')).join('')}
        ${[[330, 270], [380, 260], [350, 300]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#d62828"/><circle cx="${x}" cy="${y}" r="4" fill="#f7d9a6"/>`).join('')}
        ${sprinkle(14, 47, [280, 230, 440, 390], (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="#7cc36a" stroke-width="3"/>`)}`)}
      <g ${at(660, 320, 70)} filter="url(#shadow)"><rect x="-170" y="-6" width="340" height="11" rx="5" fill="#8a5a34"/><rect x="-170" y="14" width="340" height="11" rx="5" fill="#8a5a34"/></g>
      ${citrusSlice(120, 120, 46, '#4f9a2f', '#b9dc6b')}
      ${plate(120, 480, 64, '#f6f3ec', '#e9e2d2', sprinkle(22, 53, [80, 440, 160, 520], (x, y, r) => `<rect x="${x}" y="${y}" width="26" height="5" rx="2.5" fill="#f4f0d8" transform="rotate(${r() * 180} ${x} ${y})"/>`))}
      ${leaf(680, 90, 36, 40, '#3d8f45')}${leaf(720, 140, 28, -20, '#57a85d')}`,
  },
};

export function cuisineSvg(cuisine: string) {
  const scene = scenes[cuisine];
  if (!scene) throw new Error(`No picture is drawn for the cuisine '${cuisine}': add a scene to web/art/cuisine-art.ts.`);
  return svgDocument({ width: CUISINE_WIDTH, height: CUISINE_HEIGHT, viewBox: [CUISINE_WIDTH, CUISINE_HEIGHT], background: scene.background, art: scene.art });
}
