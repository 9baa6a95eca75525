// Ingredient pictures (spec §2: /images/ingredientImages/{id}.jpg): one simple, icon-like drawing
// per shape, in the ingredient's colour, on a soft background of its food group. No text: the
// screen shows the name beside the picture.
import { at, ball, chili, citrusSlice, darker, leaf, lighter, mix, plate, seeded, seedOf, sprinkle, spreadInDisc, svgDocument, tomato } from './drawing.ts';
import { lookOf, type Look, type Shape } from './ingredient-looks.ts';

export const INGREDIENT_SIZE = 320;
const CANVAS = 400;
const X = 200;
const Y = 205;

const groupBackgrounds: Record<string, [string, string]> = {
  Produce: ['#f1f6e4', '#d6e6bd'],
  Meat: ['#fbeee8', '#efcfc4'],
  Seafood: ['#eaf3f8', '#c4dbe8'],
  Dairy: ['#fdf8e6', '#efe2b5'],
  Bakery: ['#fbf1e0', '#ecd3aa'],
  Grains: ['#f9f3e3', '#e6d7b0'],
  Pantry: ['#f8ece2', '#e6c9b0'],
  Spices: ['#fbf0dc', '#ead0a0'],
  Condiments: ['#fdf0e8', '#efcdb8'],
  Frozen: ['#eef6fb', '#c6e0ef'],
  Beverages: ['#f3eff8', '#d6cce6'],
  Other: ['#f2f4ea', '#d9dfc6'],
};

/** A bowl seen from above holding something loose (grains, beans, powder, seeds). */
const bowlOf = (fill: string, content: string) => plate(X, Y, 130, '#fbfaf6', '#f1ede4', `<circle cx="${X}" cy="${Y}" r="96" fill="${fill}"/>${content}`);

const inBowl = (count: number, seed: number, radius: number, draw: (x: number, y: number, rand: () => number) => string) => {
  const rand = seeded(seed);
  return spreadInDisc(count, X, Y, radius, rand() * 6).map(([x, y]) => draw(x + (rand() - 0.5) * 6, y + (rand() - 0.5) * 6, rand)).join('');
};

type Draw = (look: Look, name: string, seed: number) => string;

const shapes: Record<Shape, Draw> = {
  leafy: ({ colour }, _name, seed) => {
    const rand = seeded(seed);
    return `<g filter="url(#soft)">${[-50, -20, 10, 40, 70].map((a, i) => leaf(X - 10 + (i - 2) * 14, Y + 10, 105 - Math.abs(i - 2) * 12, a - 10 + rand() * 8, i % 2 ? colour : lighter(colour, 0.18))).join('')}</g>
      <path d="M${X - 30} ${Y + 120} C${X - 10} ${Y + 60} ${X} ${Y} ${X + 10} ${Y - 60}" stroke="${lighter(colour, 0.55)}" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  },
  herb: ({ colour }) =>
    [[-40, -12], [30, 14]]
      .map(([dx, a]) => `<g ${at(X + dx!, Y, a!)} filter="url(#soft)"><path d="M0 130 L0 -130" stroke="${darker(colour, 0.2)}" stroke-width="6" stroke-linecap="round"/>
        ${[-110, -70, -30, 10, 50, 90].map((y, i) => leaf(i % 2 ? 22 : -22, y, 30, i % 2 ? 50 : -50, i % 3 ? colour : lighter(colour, 0.15))).join('')}${leaf(0, -135, 26, 0, lighter(colour, 0.1))}</g>`)
      .join(''),
  round: ({ colour, accent }, name) =>
    /pineapple/i.test(name)
      ? `<g filter="url(#soft)">${[-40, -15, 15, 40].map((a) => leaf(X + a * 0.8, Y - 110, 60, a, '#4f8f3a')).join('')}<ellipse cx="${X}" cy="${Y + 30}" rx="90" ry="125" fill="${colour}"/></g><clipPath id="fruit"><ellipse cx="${X}" cy="${Y + 30}" rx="90" ry="125"/></clipPath><g clip-path="url(#fruit)">${[-2, -1, 0, 1, 2].map((i) => `<path d="M${X - 90} ${Y - 20 + i * 50} L${X + 90} ${Y + 80 + i * 50} M${X + 90} ${Y - 20 + i * 50} L${X - 90} ${Y + 80 + i * 50}" stroke="${darker(colour, 0.2)}" stroke-width="4" opacity="0.6"/>`).join('')}</g>`
      : accent
      ? `<g filter="url(#soft)">${ball(X - 40, Y - 20, 92, colour)}</g><g filter="url(#soft)"><circle cx="${X + 70}" cy="${Y + 60}" r="70" fill="${darker(colour, 0.1)}"/><circle cx="${X + 70}" cy="${Y + 60}" r="60" fill="${accent}"/>${sprinkle(14, 7, [X + 30, Y + 20, X + 110, Y + 100], (x, y) => ((x - X - 70) ** 2 + (y - Y - 60) ** 2 < 48 ** 2 ? `<circle cx="${x}" cy="${y}" r="5" fill="${darker(accent, 0.3)}"/>` : ''))}</g>`
      : `<g filter="url(#soft)">${ball(X, Y + 10, 110, colour)}</g><path d="M${X} ${Y - 95} C${X + 4} ${Y - 120} ${X + 10} ${Y - 130} ${X + 18} ${Y - 140}" stroke="#6b4a2a" stroke-width="9" fill="none" stroke-linecap="round"/>${leaf(X + 48, Y - 118, 34, 60, '#4f8f3a')}`,
  tomato: () => `<g filter="url(#soft)">${tomato(X - 45, Y - 25, 85)}</g><g filter="url(#soft)">${tomato(X + 80, Y + 75, 55)}</g>`,
  citrus: ({ colour, accent }) => `<g filter="url(#soft)">${ball(X - 45, Y - 40, 95, colour, 0.3)}</g><g filter="url(#soft)">${citrusSlice(X + 75, Y + 75, 70, colour, accent ?? lighter(colour))}</g>`,
  berries: ({ colour }, name) => {
    const points = spreadInDisc(11, X, Y + 10, 95, 1);
    if (/strawberr/i.test(name))
      return points.slice(0, 5).map(([x, y], i) => `<g ${at(x, y, i * 40 - 60, 1.6)} filter="url(#soft)"><path d="M0 34 C-30 10 -30 -20 0 -22 C30 -20 30 10 0 34Z" fill="${colour}"/>${[[-10, -5], [8, -8], [0, 8], [-12, 12], [12, 10], [0, 22]].map(([sx, sy]) => `<ellipse cx="${sx}" cy="${sy}" rx="2" ry="3" fill="#f7e08a"/>`).join('')}<path d="M-16 -22 L0 -30 L16 -22 L6 -16 L0 -24 L-6 -16Z" fill="#3f8a3a"/></g>`).join('');
    return `<g filter="url(#soft)">${points.map(([x, y]) => ball(x, y, 36, colour, 0.3)).join('')}</g>${leaf(X + 90, Y - 100, 36, 40, '#4f8f3a')}`;
  },
  long: ({ colour }, name) => {
    if (/carrot|parsnip/i.test(name))
      return [-35, 35].map((dx, i) => `<g ${at(X + dx, Y + 10, 25 + i * 10)} filter="url(#soft)"><path d="M-34 -110 C-30 -120 30 -120 34 -110 L6 130 C3 138 -3 138 -6 130Z" fill="${colour}"/>${[-60, -10, 40].map((y) => `<path d="M-18 ${y} L-4 ${y + 4}" stroke="${darker(colour, 0.2)}" stroke-width="4" stroke-linecap="round"/>`).join('')}${leaf(-14, -150, 34, -20, '#4f8f3a')}${leaf(14, -150, 34, 20, '#3f7f2a')}</g>`).join('');
    const paleEnd = /leek|green onion/i.test(name) ? `<rect x="-38" y="30" width="76" height="110" rx="38" fill="#f1f0dc"/>` : '';
    return [-50, 50].map((dx, i) => `<g ${at(X + dx, Y, 30 - i * 8)} filter="url(#soft)"><rect x="-38" y="-140" width="76" height="280" rx="38" fill="${colour}"/>${paleEnd}<rect x="-20" y="-120" width="14" height="230" rx="7" fill="#fff" opacity="0.18"/><ellipse cx="0" cy="-132" rx="18" ry="8" fill="${darker(colour, 0.3)}"/></g>`).join('');
  },
  pepper: ({ colour }) => `<g filter="url(#soft)">${[0, 90, 180, 270].map((a) => `<circle cx="${X + Math.cos((a * Math.PI) / 180) * 48}" cy="${Y + Math.sin((a * Math.PI) / 180) * 48}" r="78" fill="${colour}"/>`).join('')}</g>
    ${[45, 135, 225, 315].map((a) => `<path d="M${X} ${Y} L${X + Math.cos((a * Math.PI) / 180) * 110} ${Y + Math.sin((a * Math.PI) / 180) * 110}" stroke="${darker(colour, 0.2)}" stroke-width="8" stroke-linecap="round" opacity="0.5"/>`).join('')}
    <circle cx="${X - 40}" cy="${Y - 50}" r="22" fill="#fff" opacity="0.25"/><circle cx="${X}" cy="${Y}" r="26" fill="#3f7a2a"/><path d="M${X} ${Y} C${X + 14} ${Y - 20} ${X + 24} ${Y - 30} ${X + 36} ${Y - 32}" stroke="#3f7a2a" stroke-width="14" stroke-linecap="round" fill="none"/>`,
  chili: ({ colour }) => `<g filter="url(#soft)">${chili(X + 10, Y - 40, 120, -20, colour)}${chili(X - 10, Y + 60, 100, 10, darker(colour, 0.1))}</g>`,
  floret: ({ colour }) => `<g filter="url(#soft)"><path d="M${X - 30} ${Y + 150} L${X - 20} ${Y + 20} L${X + 20} ${Y + 20} L${X + 30} ${Y + 150}Z" fill="${lighter(colour === '#efe6cc' ? '#9fbf7a' : colour, 0.45)}"/>
    ${spreadInDisc(14, X, Y - 30, 90).map(([x, y]) => ball(x, y, 44, colour, 0.15)).join('')}</g>${sprinkle(40, 5, [X - 110, Y - 130, X + 110, Y + 70], (x, y) => ((x - X) ** 2 + (y - Y + 30) ** 2 < 110 ** 2 ? `<circle cx="${x}" cy="${y}" r="5" fill="${darker(colour, 0.15)}"/>` : ''))}`,
  bulb: ({ colour }) => [[-55, -30, 95], [75, 70, 60]].map(([dx, dy, r]) => `<g filter="url(#soft)">
    <path d="M${X + dx!} ${Y + dy! - r! * 1.35} C${X + dx! + r! * 0.2} ${Y + dy! - r! * 0.9} ${X + dx! + r!} ${Y + dy! - r! * 0.7} ${X + dx! + r!} ${Y + dy!} A${r} ${r} 0 0 1 ${X + dx! - r!} ${Y + dy!} C${X + dx! - r!} ${Y + dy! - r! * 0.7} ${X + dx! - r! * 0.2} ${Y + dy! - r! * 0.9} ${X + dx!} ${Y + dy! - r! * 1.35}Z" fill="${colour}"/>
    ${[-0.5, 0, 0.5].map((k) => `<path d="M${X + dx!} ${Y + dy! - r! * 1.2} Q${X + dx! + k * r! * 1.6} ${Y + dy! - r! * 0.2} ${X + dx!} ${Y + dy! + r! * 0.95}" stroke="${darker(colour, 0.15)}" stroke-width="4" fill="none" opacity="0.5"/>`).join('')}</g>`).join(''),
  potato: ({ colour, accent }, name) => /fries/i.test(name)
    ? spreadInDisc(14, X, Y, 90).map(([x, y], i) => `<rect x="${x - 12}" y="${y - 70}" width="24" height="140" rx="5" fill="${i % 2 ? '#f2c14e' : '#e9b03c'}" transform="rotate(${i * 37} ${x} ${y})" filter="url(#soft)"/>`).join('')
    : `<g filter="url(#soft)"><ellipse cx="${X - 35}" cy="${Y - 30}" rx="120" ry="82" fill="${colour}" transform="rotate(-20 ${X - 35} ${Y - 30})"/>${sprinkle(8, 3, [X - 120, Y - 80, X + 40, Y + 20], (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="${darker(colour, 0.25)}"/>`)}</g>
    <g filter="url(#soft)"><ellipse cx="${X + 80}" cy="${Y + 85}" rx="78" ry="56" fill="${colour}" transform="rotate(15 ${X + 80} ${Y + 85})"/><ellipse cx="${X + 80}" cy="${Y + 85}" rx="68" ry="46" fill="${accent ?? '#f3dfa2'}" transform="rotate(15 ${X + 80} ${Y + 85})"/></g>`,
  mushroom: ({ colour }) => [[-45, -10, 1], [80, 60, 0.7]].map(([dx, dy, k]) => `<g ${at(X + dx!, Y + dy!, 0, k!)} filter="url(#soft)"><rect x="-30" y="-10" width="60" height="110" rx="20" fill="#f2e8d6"/><path d="M-115 10 C-115 -100 115 -100 115 10 C60 -6 -60 -6 -115 10Z" fill="${colour}"/><circle cx="-40" cy="-50" r="14" fill="#fff" opacity="0.2"/></g>`).join(''),
  corn: ({ colour }) => `<g ${at(X, Y, -35)} filter="url(#soft)">${leaf(-40, 40, 120, -12, '#7aa84a')}${leaf(40, 40, 120, 12, '#6a983a')}<rect x="-52" y="-150" width="104" height="270" rx="52" fill="${colour}"/>
    ${Array.from({ length: 9 }, (_, r) => [-30, -10, 10, 30].map((c) => `<rect x="${c - 8}" y="${-130 + r * 27}" width="16" height="22" rx="6" fill="${lighter(colour, 0.15)}"/>`).join('')).join('')}</g>`,
  wedge: ({ colour, accent }) => `<g ${at(X, Y - 50)} filter="url(#soft)"><path d="M-150 0 A150 150 0 0 0 150 0Z" fill="${colour}"/><path d="M-134 0 A134 134 0 0 0 134 0Z" fill="${lighter(colour, 0.6)}"/><path d="M-126 0 A126 126 0 0 0 126 0Z" fill="${accent ?? lighter(colour)}"/>
    ${[[-60, 30], [-20, 50], [20, 45], [60, 28], [0, 80]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="8" fill="#2a2a2a" opacity="0.7"/>`).join('')}</g>`,
  avocado: ({ colour, accent }) => [[-60, -10, -15], [70, 30, 20]].map(([dx, dy, a], i) => `<g ${at(X + dx!, Y + dy!, a!)} filter="url(#soft)"><path d="M0 -110 C55 -110 80 10 75 50 C70 110 -70 110 -75 50 C-80 10 -55 -110 0 -110Z" fill="${colour}"/><path d="M0 -96 C45 -96 66 12 62 48 C58 96 -58 96 -62 48 C-66 12 -45 -96 0 -96Z" fill="${accent}"/>${i ? '' : ball(0, 30, 36, '#8a5a2a', 0.3)}</g>`).join(''),
  banana: ({ colour }) => [0, 26].map((d) => `<g ${at(X, Y + d - 20, -10)} filter="url(#soft)"><path d="M-150 -40 C-100 60 100 60 150 -40 C100 20 -100 20 -150 -40Z" fill="${d ? darker(colour, 0.05) : colour}" stroke="${darker(colour, 0.15)}" stroke-width="3"/><circle cx="-150" cy="-40" r="8" fill="#5a3a1a"/><rect x="146" y="-52" width="16" height="14" rx="3" fill="#6b5a2a"/></g>`).join(''),
  pod: ({ colour }) => [[-20, -40, -20], [30, 70, 10]].map(([dx, dy, a]) => `<g ${at(X + dx!, Y + dy!, a!)} filter="url(#soft)"><path d="M-150 0 C-100 -60 100 -60 150 0 C100 50 -100 50 -150 0Z" fill="${darker(colour, 0.1)}"/><path d="M-130 0 C-90 -40 90 -40 130 0 C90 30 -90 30 -130 0Z" fill="${lighter(colour, 0.4)}"/>${[-90, -45, 0, 45, 90].map((x) => ball(x, -2, 22, colour, 0.3)).join('')}</g>`).join(''),
  steak: ({ colour }) => `<g filter="url(#soft)"><path d="M${X - 140} ${Y - 20} C${X - 140} ${Y - 110} ${X + 20} ${Y - 130} ${X + 110} ${Y - 80} C${X + 170} ${Y - 40} ${X + 140} ${Y + 90} ${X + 40} ${Y + 110} C${X - 60} ${Y + 130} ${X - 140} ${Y + 70} ${X - 140} ${Y - 20}Z" fill="${mix(colour, '#fbeee0', 0.75)}"/>
    <path d="M${X - 120} ${Y - 20} C${X - 120} ${Y - 95} ${X + 20} ${Y - 110} ${X + 100} ${Y - 66} C${X + 145} ${Y - 36} ${X + 120} ${Y + 75} ${X + 36} ${Y + 92} C${X - 55} ${Y + 110} ${X - 120} ${Y + 60} ${X - 120} ${Y - 20}Z" fill="${colour}"/>
    ${[[-60, -30, 40], [10, 20, -30], [50, -40, 10], [-30, 50, 60]].map(([x, y, a]) => `<path d="M${X + x! - 25} ${Y + y!} q25 -12 50 0" stroke="${lighter(colour, 0.5)}" stroke-width="5" fill="none" transform="rotate(${a} ${X + x!} ${Y + y!})" stroke-linecap="round"/>`).join('')}</g>`,
  mince: ({ colour }, _name, seed) => plate(X, Y, 140, '#fbfaf6', '#f1ede4', inBowl(70, seed, 95, (x, y, r) => `<circle cx="${x}" cy="${y}" r="${9 + r() * 6}" fill="${r() > 0.5 ? colour : lighter(colour, 0.15)}"/>`)),
  sausage: ({ colour }) => [-70, 0, 70].map((dy, i) => `<g ${at(X + (i - 1) * 10, Y + dy, -15 + i * 10)} filter="url(#soft)"><path d="M-130 0 C-130 -30 -100 -34 0 -34 C100 -34 130 -30 130 0 C130 30 100 34 0 34 C-100 34 -130 30 -130 0Z" fill="${colour}"/><path d="M-90 -14 C-30 -20 30 -20 90 -14" stroke="#fff" stroke-opacity="0.25" stroke-width="8" fill="none" stroke-linecap="round"/></g>`).join(''),
  drumstick: ({ colour }) => [[-40, -30, -30], [60, 70, 20]].map(([dx, dy, a]) => `<g ${at(X + dx!, Y + dy!, a!)} filter="url(#soft)"><rect x="40" y="-12" width="90" height="24" rx="12" fill="#f6efe2"/><circle cx="132" cy="-12" r="16" fill="#f6efe2"/><circle cx="132" cy="12" r="16" fill="#f6efe2"/><path d="M-110 0 C-110 -70 20 -80 60 -18 L60 18 C20 80 -110 70 -110 0Z" fill="${colour}"/><circle cx="-60" cy="-25" r="14" fill="#fff" opacity="0.2"/></g>`).join(''),
  bacon: ({ colour }) => [-75, 0, 75].map((dy) => `<g ${at(X, Y + dy, -8)} filter="url(#soft)"><path d="M-150 -24 C-100 -40 -50 -8 0 -24 C50 -40 100 -8 150 -24 L150 24 C100 8 50 40 0 24 C-50 8 -100 40 -150 24Z" fill="${colour}"/><path d="M-150 -4 C-100 -20 -50 12 0 -4 C50 -20 100 12 150 -4" stroke="${lighter(colour, 0.6)}" stroke-width="10" fill="none"/></g>`).join(''),
  fish: ({ colour }) => [[-10, -45, -8, 1], [20, 85, 6, 0.8]].map(([dx, dy, a, k]) => `<g ${at(X + dx!, Y + dy!, a!, k!)} filter="url(#soft)"><path d="M-140 0 C-80 -70 60 -70 110 0 C60 70 -80 70 -140 0Z" fill="${colour}"/><path d="M100 0 L160 -45 L150 0 L160 45Z" fill="${darker(colour, 0.15)}"/><path d="M-140 0 C-80 30 60 30 110 0" fill="${lighter(colour, 0.45)}"/><circle cx="-95" cy="-12" r="9" fill="#fff"/><circle cx="-95" cy="-12" r="5" fill="#222"/></g>`).join(''),
  fillet: ({ colour }) => `<g ${at(X, Y, -12)} filter="url(#soft)"><path d="M-150 -50 C-60 -90 80 -80 150 -40 C170 20 130 80 40 90 C-60 100 -150 60 -160 10 C-165 -20 -160 -40 -150 -50Z" fill="${colour}"/>
    ${[-100, -55, -10, 35, 80].map((x) => `<path d="M${x} -70 C${x + 30} -20 ${x + 10} 30 ${x + 40} 80" stroke="${lighter(colour, 0.4)}" stroke-width="6" fill="none" opacity="0.8"/>`).join('')}</g>`,
  shrimp: ({ colour }) => [[-45, -35, 0, 1], [75, 80, 160, 0.7]].map(([dx, dy, a, k]) => `<g ${at(X + dx!, Y + dy!, a!, k!)} filter="url(#soft)"><path d="M-70 10 A70 70 0 1 1 30 68" stroke="${colour}" stroke-width="56" fill="none" stroke-linecap="round"/><path d="M-70 10 A70 70 0 1 1 30 68" stroke="${lighter(colour, 0.35)}" stroke-width="10" fill="none" stroke-linecap="round" stroke-dasharray="4 26"/><path d="M20 62 L70 110 L80 60Z" fill="${darker(colour, 0.1)}"/><circle cx="-62" cy="-8" r="6" fill="#2a1a12"/></g>`).join(''),
  shell: ({ colour }, name) =>
    /scallop/i.test(name)
      ? [[-50, -30], [70, 70]].map(([dx, dy]) => `<g ${at(X + dx!, Y + dy!)} filter="url(#soft)"><path d="M0 80 L-95 -20 A100 100 0 0 1 95 -20Z" fill="#f3c9a0"/>${[-60, -30, 0, 30, 60].map((a) => `<path d="M0 80 L${Math.sin((a * Math.PI) / 180) * 100} ${-Math.cos((a * Math.PI) / 180) * 100 + 10}" stroke="#d99a70" stroke-width="6"/>`).join('')}</g>`).join('')
      : [[-40, -30, -30], [60, 60, 20], [-60, 90, 60]].map(([dx, dy, a]) => `<g ${at(X + dx!, Y + dy!, a!)} filter="url(#soft)"><path d="M-100 0 C-60 -60 80 -50 100 0 C80 50 -60 60 -100 0Z" fill="${colour}"/><path d="M-80 0 C-50 -34 60 -30 80 0" stroke="${lighter(colour, 0.3)}" stroke-width="6" fill="none"/><path d="M-80 0 C-50 20 60 20 80 0" fill="${/clam/i.test(name) ? '#e8dcc8' : '#f2a36b'}" opacity="0.8"/></g>`).join(''),
  cheese: ({ colour }) => `<g ${at(X, Y + 10)} filter="url(#soft)"><path d="M-150 70 L150 70 L150 -10 L-150 -90Z" fill="${colour}"/><path d="M-150 -90 L150 -10 L150 4 L-150 -76Z" fill="${darker(colour, 0.1)}"/>
    ${[[-80, 10, 18], [20, 35, 12], [90, 20, 15], [-30, 50, 8], [-110, -30, 9]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${darker(colour, 0.12)}"/>`).join('')}</g>`,
  glass: ({ colour }) => `<g filter="url(#soft)"><path d="M${X - 90} ${Y - 140} L${X + 90} ${Y - 140} L${X + 70} ${Y + 140} L${X - 70} ${Y + 140}Z" fill="#ffffff" fill-opacity="0.55" stroke="${darker(colour === '#fbfaf4' ? '#e0dccf' : colour, 0.1)}" stroke-opacity="0.5" stroke-width="6"/></g>
    <path d="M${X - 82} ${Y - 80} L${X + 82} ${Y - 80} L${X + 66} ${Y + 132} L${X - 66} ${Y + 132}Z" fill="${colour}"/><ellipse cx="${X}" cy="${Y - 80}" rx="82" ry="10" fill="${lighter(colour, 0.25)}"/>
    <rect x="${X - 60}" y="${Y - 60}" width="16" height="170" rx="8" fill="#fff" opacity="0.35"/>`,
  egg: ({ colour }, name) =>
    /white/i.test(name)
      ? `<g filter="url(#soft)"><path d="M${X - 120} ${Y} C${X - 130} ${Y - 110} ${X + 60} ${Y - 130} ${X + 110} ${Y - 40} C${X + 150} ${Y + 40} ${X + 40} ${Y + 130} ${X - 40} ${Y + 110} C${X - 100} ${Y + 90} ${X - 115} ${Y + 50} ${X - 120} ${Y}Z" fill="#ffffff"/></g>`
      : `<g filter="url(#soft)"><ellipse cx="${X - 60}" cy="${Y - 10}" rx="72" ry="96" fill="${colour}" transform="rotate(-15 ${X - 60} ${Y - 10})"/></g><ellipse cx="${X - 85}" cy="${Y - 50}" rx="16" ry="26" fill="#fff" opacity="0.4" transform="rotate(-15 ${X - 85} ${Y - 50})"/>
        <g filter="url(#soft)"><path d="M${X + 20} ${Y + 60} C${X + 10} ${Y - 10} ${X + 120} ${Y - 20} ${X + 150} ${Y + 40} C${X + 175} ${Y + 100} ${X + 110} ${Y + 150} ${X + 60} ${Y + 130} C${X + 30} ${Y + 120} ${X + 22} ${Y + 95} ${X + 20} ${Y + 60}Z" fill="#fffdf6"/></g>${ball(X + 88, Y + 62, 34, '#f7b21b', 0.45)}`,
  butter: ({ colour }) => `<g filter="url(#soft)"><path d="M${X - 150} ${Y - 10} L${X + 30} ${Y - 90} L${X + 150} ${Y - 30} L${X - 30} ${Y + 50}Z" fill="${lighter(colour, 0.3)}"/><path d="M${X - 150} ${Y - 10} L${X - 30} ${Y + 50} L${X - 30} ${Y + 120} L${X - 150} ${Y + 60}Z" fill="${colour}"/><path d="M${X - 30} ${Y + 50} L${X + 150} ${Y - 30} L${X + 150} ${Y + 40} L${X - 30} ${Y + 120}Z" fill="${darker(colour, 0.08)}"/></g>
    <path d="M${X - 90} ${Y - 20} L${X + 70} ${Y - 60}" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.4"/>`,
  tub: ({ colour }) => plate(X, Y, 135, '#fbfaf6', '#efe9dc', `<circle cx="${X}" cy="${Y}" r="100" fill="${colour}"/><path d="M${X - 60} ${Y} C${X - 40} ${Y - 60} ${X + 50} ${Y - 60} ${X + 60} ${Y} C${X + 60} ${Y + 50} ${X - 20} ${Y + 60} ${X - 20} ${Y + 10} C${X - 20} ${Y - 20} ${X + 20} ${Y - 20} ${X + 20} ${Y + 5}" stroke="${darker(colour, 0.1)}" stroke-width="10" fill="none" stroke-linecap="round"/>`),
  loaf: ({ colour }) => `<g filter="url(#soft)"><path d="M${X - 160} ${Y + 70} C${X - 170} ${Y - 90} ${X + 170} ${Y - 90} ${X + 160} ${Y + 70} C${X + 150} ${Y + 100} ${X - 150} ${Y + 100} ${X - 160} ${Y + 70}Z" fill="${colour}"/></g>
    ${[-90, -30, 30, 90].map((dx) => `<path d="M${X + dx - 20} ${Y - 10} C${X + dx} ${Y - 30} ${X + dx + 15} ${Y - 10} ${X + dx + 25} ${Y + 30}" stroke="${lighter(colour, 0.35)}" stroke-width="12" stroke-linecap="round" fill="none"/>`).join('')}`,
  flatbread: ({ colour }, _name, seed) => [[-40, -30], [40, 40]].map(([dx, dy]) => `<g filter="url(#soft)"><circle cx="${X + dx!}" cy="${Y + dy!}" r="120" fill="${colour}"/></g>${sprinkle(12, seed + dx!, [X + dx! - 90, Y + dy! - 90, X + dx! + 90, Y + dy! + 90], (x, y, r) => `<ellipse cx="${x}" cy="${y}" rx="${6 + r() * 8}" ry="${4 + r() * 4}" fill="${darker(colour, 0.3)}" opacity="0.5"/>`)}`).join(''),
  croissant: ({ colour }) => `<g filter="url(#soft)">${[-2, -1, 0, 1, 2].map((i) => {
    const angle = (i * 30 * Math.PI) / 180;
    const [x, y] = [X + Math.sin(angle) * 110, Y + 60 - Math.cos(angle) * 110];
    return `<ellipse cx="${x}" cy="${y}" rx="${62 - Math.abs(i) * 14}" ry="${44 - Math.abs(i) * 8}" fill="${i % 2 ? darker(colour, 0.1) : colour}" transform="rotate(${i * 30} ${x} ${y})"/>`;
  }).join('')}</g>`,
  bun: ({ colour }, _name, seed) => [[-50, -40, 95], [80, 80, 62]].map(([dx, dy, r]) => `<g filter="url(#soft)">${ball(X + dx!, Y + dy!, r!, colour, 0.2)}</g>${sprinkle(10, seed + dx!, [X + dx! - r! * 0.6, Y + dy! - r! * 0.6, X + dx! + r! * 0.6, Y + dy! + r! * 0.6], (x, y, rand) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="2.5" fill="#fbf1d2" transform="rotate(${rand() * 180} ${x} ${y})"/>`)}`).join(''),
  ring: ({ colour }) => [[-40, -30, 100], [85, 90, 60]].map(([dx, dy, r]) => `<g filter="url(#soft)"><circle cx="${X + dx!}" cy="${Y + dy!}" r="${r! * 0.7}" fill="none" stroke="${colour}" stroke-width="${r! * 0.6}"/></g><circle cx="${X + dx! - r! * 0.35}" cy="${Y + dy! - r! * 0.45}" r="${r! * 0.12}" fill="#fff" opacity="0.25"/>`).join(''),
  cracker: ({ colour }) => [[-50, -50, -12], [40, 20, 8], [-10, 100, 20]].map(([dx, dy, a]) => `<g ${at(X + dx!, Y + dy!, a!)} filter="url(#soft)"><rect x="-80" y="-60" width="160" height="120" rx="8" fill="${colour}"/>${[-40, 0, 40].map((x) => [-25, 25].map((y) => `<circle cx="${x}" cy="${y}" r="4" fill="${darker(colour, 0.2)}"/>`).join('')).join('')}</g>`).join(''),
  grains: ({ colour }, _name, seed) => bowlOf(colour, inBowl(120, seed, 92, (x, y, r) => `<ellipse cx="${x}" cy="${y}" rx="7" ry="3.5" fill="${r() > 0.5 ? darker(colour, 0.08) : lighter(colour, 0.3)}" transform="rotate(${r() * 180} ${x} ${y})"/>`)),
  pasta: ({ colour }, name) =>
    /spaghetti/i.test(name)
      ? `<g ${at(X, Y, -30)} filter="url(#soft)">${Array.from({ length: 18 }, (_, i) => `<rect x="-160" y="${-36 + i * 4}" width="320" height="4" rx="2" fill="${i % 2 ? colour : darker(colour, 0.06)}"/>`).join('')}<rect x="-20" y="-44" width="40" height="88" rx="6" fill="#c9543a"/></g>`
      : spreadInDisc(9, X, Y, 105).map(([x, y], i) => `<g ${at(x, y, i * 47)} filter="url(#soft)"><path d="M-44 -14 L30 -14 L44 14 L-30 14Z" fill="${colour}"/>${[-20, -4, 12].map((dx) => `<path d="M${dx} -14 L${dx + 12} 14" stroke="${darker(colour, 0.12)}" stroke-width="3"/>`).join('')}<ellipse cx="37" cy="0" rx="6" ry="14" fill="${darker(colour, 0.25)}"/></g>`).join(''),
  noodles: ({ colour }) => bowlOf(lighter(colour, 0.3), Array.from({ length: 14 }, (_, i) => `<path d="M${X - 85 + i * 4} ${Y - 40 + (i % 5) * 16} C${X - 40} ${Y - 90 + i * 5} ${X + 10} ${Y + 80 - i * 4} ${X + 85 - i * 3} ${Y - 10 + (i % 4) * 14}" stroke="${i % 3 ? colour : darker(colour, 0.08)}" stroke-width="7" fill="none" stroke-linecap="round"/>`).join('')),
  powder: ({ colour }, _name, seed) => bowlOf(darker(colour, 0.04), `<circle cx="${X - 10}" cy="${Y - 10}" r="70" fill="${lighter(colour, 0.4)}"/>${sprinkle(30, seed, [X - 90, Y - 90, X + 90, Y + 90], (x, y) => ((x - X) ** 2 + (y - Y) ** 2 < 90 ** 2 ? `<circle cx="${x}" cy="${y}" r="2.5" fill="${darker(colour, 0.12)}"/>` : ''))}`),
  jar: ({ colour }) => `<g filter="url(#soft)"><rect x="${X - 100}" y="${Y - 110}" width="200" height="250" rx="40" fill="${colour}"/><rect x="${X - 110}" y="${Y - 150}" width="220" height="56" rx="14" fill="#6d6a64"/></g>
    <rect x="${X - 80}" y="${Y - 20}" width="160" height="80" rx="10" fill="#fbf6ea"/><rect x="${X - 78}" y="${Y - 80}" width="18" height="180" rx="9" fill="#fff" opacity="0.3"/>`,
  beans: ({ colour }, _name, seed) => bowlOf(darker(colour, 0.2), inBowl(46, seed, 86, (x, y, r) => `<ellipse cx="${x}" cy="${y}" rx="15" ry="10" fill="${colour}" transform="rotate(${r() * 180} ${x} ${y})"/><ellipse cx="${x - 4}" cy="${y - 3}" rx="5" ry="2.5" fill="#fff" opacity="0.3"/>`)),
  nuts: ({ colour }, _name, seed) => inBowl(24, seed, 120, (x, y, r) => `<g ${at(x, y, r() * 180)} filter="url(#soft)"><ellipse rx="30" ry="20" fill="${colour}"/><path d="M-20 0 C-6 -6 6 6 20 0" stroke="${darker(colour, 0.2)}" stroke-width="3" fill="none"/><ellipse cx="-8" cy="-8" rx="8" ry="4" fill="#fff" opacity="0.25"/></g>`),
  bottle: ({ colour }) => `<g filter="url(#soft)"><path d="M${X - 30} ${Y - 170} L${X + 30} ${Y - 170} L${X + 30} ${Y - 90} C${X + 90} ${Y - 60} ${X + 90} ${Y - 30} ${X + 90} ${Y} L${X + 90} ${Y + 150} L${X - 90} ${Y + 150} L${X - 90} ${Y} C${X - 90} ${Y - 30} ${X - 90} ${Y - 60} ${X - 30} ${Y - 90}Z" fill="${colour}"/>
    <rect x="${X - 36}" y="${Y - 185}" width="72" height="30" rx="8" fill="#4a4a4a"/></g><rect x="${X - 70}" y="${Y + 20}" width="140" height="90" rx="10" fill="#fbf6ea"/><rect x="${X - 68}" y="${Y - 30}" width="16" height="160" rx="8" fill="#fff" opacity="0.3"/>`,
  chocolate: ({ colour }) => `<g ${at(X, Y, -15)} filter="url(#soft)"><rect x="-150" y="-90" width="300" height="180" rx="10" fill="${colour}"/>${[0, 1, 2, 3].map((c) => [0, 1].map((r) => `<rect x="${-140 + c * 72}" y="${-80 + r * 84}" width="64" height="76" rx="6" fill="${lighter(colour, 0.1)}"/>`).join('')).join('')}</g>`,
  can: ({ colour, accent }) => `<g filter="url(#soft)"><rect x="${X - 100}" y="${Y - 140}" width="200" height="290" rx="16" fill="#c9ced3"/><rect x="${X - 100}" y="${Y - 100}" width="200" height="210" fill="${accent ?? colour}"/>
    <ellipse cx="${X}" cy="${Y - 140}" rx="100" ry="16" fill="#dfe3e6"/></g><circle cx="${X}" cy="${Y + 5}" r="52" fill="#fbf6ea"/><circle cx="${X}" cy="${Y + 5}" r="34" fill="${colour}"/>`,
  spice: ({ colour }, _name, seed) => `${plate(X - 20, Y - 10, 120, '#fbfaf6', '#f1ede4', `<circle cx="${X - 20}" cy="${Y - 10}" r="88" fill="${colour}"/><circle cx="${X - 40}" cy="${Y - 30}" r="40" fill="${lighter(colour, 0.15)}"/>`)}
    <g ${at(X + 110, Y + 110, -40)} filter="url(#soft)"><ellipse rx="40" ry="28" fill="#b5835a"/><ellipse rx="30" ry="19" fill="${colour}"/><rect x="30" y="-8" width="90" height="16" rx="8" fill="#b5835a"/></g>
    ${sprinkle(16, seed, [X + 40, Y + 40, X + 170, Y + 170], (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="${colour}"/>`)}`,
  seeds: ({ colour }, _name, seed) => bowlOf(darker(colour, 0.1), inBowl(220, seed, 90, (x, y, r) => `<ellipse cx="${x}" cy="${y}" rx="4.5" ry="3" fill="${r() > 0.5 ? colour : lighter(colour, 0.2)}" transform="rotate(${r() * 180} ${x} ${y})"/>`)),
  block: ({ colour }, _name, seed) => `<g filter="url(#soft)"><path d="M${X - 130} ${Y - 40} L${X} ${Y - 110} L${X + 130} ${Y - 40} L${X} ${Y + 30}Z" fill="${lighter(colour, 0.35)}"/><path d="M${X - 130} ${Y - 40} L${X} ${Y + 30} L${X} ${Y + 150} L${X - 130} ${Y + 80}Z" fill="${colour}"/><path d="M${X} ${Y + 30} L${X + 130} ${Y - 40} L${X + 130} ${Y + 80} L${X} ${Y + 150}Z" fill="${darker(colour, 0.08)}"/></g>
    ${sprinkle(24, seed, [X - 120, Y - 30, X + 120, Y + 130], (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="${darker(colour, 0.2)}" opacity="0.5"/>`)}`,
  scoop: ({ colour }) => plate(X, Y + 20, 130, '#fbfaf6', '#eef0f4', [[-40, -10], [40, -10], [0, 50]].map(([dx, dy]) => `<g filter="url(#soft)">${ball(X + dx!, Y + 20 + dy!, 55, colour, 0.5)}</g>`).join('') + sprinkle(12, 3, [X - 80, Y - 40, X + 80, Y + 100], (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="#2a1a12"/>`)),
  pastry: ({ colour }) => `<g ${at(X, Y, -10)} filter="url(#soft)"><path d="M-150 -110 L150 -110 L150 60 L60 110 L-150 110Z" fill="${colour}"/><path d="M150 60 L60 110 L80 50Z" fill="${darker(colour, 0.1)}"/>${spreadInDisc(12, 0, 0, 90).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${darker(colour, 0.2)}"/>`).join('')}</g>`,
};

const snowflakes = (seed: number) => sprinkle(10, seed, [20, 20, 380, 380], (x, y, r) => `<g ${at(x, y, r() * 60, 0.6 + r() * 0.6)} stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.9"><path d="M-10 0 L10 0 M-5 -8.7 L5 8.7 M-5 8.7 L5 -8.7"/></g>`);

export function ingredientSvg(ingredient: { id: string; name: string; primary_food_group: string }) {
  const look = lookOf(ingredient.name, ingredient.primary_food_group);
  const seed = seedOf(ingredient.id);
  const frozen = ingredient.primary_food_group === 'Frozen';
  const background = groupBackgrounds[ingredient.primary_food_group] ?? groupBackgrounds.Other!;
  return svgDocument({
    width: INGREDIENT_SIZE,
    height: INGREDIENT_SIZE,
    viewBox: [CANVAS, CANVAS],
    background,
    art: `<circle cx="${X}" cy="${Y}" r="170" fill="#ffffff" opacity="0.35"/>${shapes[look.shape](look, ingredient.name, seed)}${frozen ? snowflakes(seed) : ''}`,
  });
}

/** The ingredient alone, drawn around (200, 205) on a 400x400 canvas, for recipe pictures to place. */
export const ingredientShapeSvg = (look: Look, name: string, seed: number) => shapes[look.shape](look, name, seed);
