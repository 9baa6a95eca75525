// The drawing vocabulary every picture of ours is made from: flat shapes seen from above, as SVG
// strings. Pictures are drawn on an 800x600 (or 400x400) canvas and scaled when rendered, so the
// same plate or leaf looks the same on a cuisine banner, a recipe card and an ingredient tile.

// Same picture on every run: sprinkles come from a seeded generator, not Math.random.
export function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A stable seed from a text (an id or a name), for pictures that must not change between runs. */
export function seedOf(text: string) {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619) >>> 0;
  return (hash % 2_000_000_000) + 1;
}

export const at = (x: number, y: number, rotate = 0, scale = 1) => `transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})"`;

/** A plate or bowl seen from above: rim, well and a soft shadow. */
export const plate = (x: number, y: number, r: number, rim: string, well: string, content = '') => `
  <g filter="url(#shadow)">
    <circle cx="${x}" cy="${y}" r="${r}" fill="${rim}"/>
    <circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="${well}"/>
  </g>
  <circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="none" stroke="#000" stroke-opacity="0.06" stroke-width="${r * 0.04}"/>
  ${content}`;

export const leaf = (x: number, y: number, size: number, rotate: number, fill: string) => `
  <g ${at(x, y, rotate, size)}>
    <path d="M0 -1 C0.62 -0.55 0.62 0.55 0 1 C-0.62 0.55 -0.62 -0.55 0 -1Z" fill="${fill}"/>
    <path d="M0 -0.85 L0 0.85" stroke="#fff" stroke-opacity="0.35" stroke-width="0.06"/>
  </g>`;

export const ball = (x: number, y: number, r: number, fill: string, highlight = 0.35) => `
  <circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>
  <circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.28}" fill="#fff" fill-opacity="${highlight}"/>`;

export const tomato = (x: number, y: number, r: number) => `
  ${ball(x, y, r, '#d7322a')}
  <path ${at(x, y - r * 0.1, 0, r / 20)} d="M0 -6 L3 -12 L4 -4 L11 -6 L5 0 L9 6 L1 2 L-3 9 L-3 1 L-11 2 L-5 -3 L-9 -9Z" fill="#3f8a3a"/>`;

export const citrusSlice = (x: number, y: number, r: number, peel: string, flesh: string) => {
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<line x1="${x}" y1="${y}" x2="${x + Math.cos(a) * r * 0.78}" y2="${y + Math.sin(a) * r * 0.78}" stroke="#fffbe8" stroke-opacity="0.8" stroke-width="${r * 0.06}"/>`;
  }).join('');
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${peel}"/><circle cx="${x}" cy="${y}" r="${r * 0.84}" fill="#fffbe8"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="${flesh}"/>${segments}`;
};

export const chili = (x: number, y: number, size: number, rotate: number, fill = '#c81d25') => `
  <g ${at(x, y, rotate, size)}>
    <path d="M-1 -0.1 C-0.6 -0.45 0.4 -0.35 1.05 0.5 C0.3 0.05 -0.5 0.15 -1 0.15Z" fill="${fill}"/>
    <path d="M-1 0.02 C-1.12 -0.08 -1.2 -0.2 -1.32 -0.18" stroke="#3f8a3a" stroke-width="0.14" fill="none" stroke-linecap="round"/>
  </g>`;

export const sprinkle = (count: number, seed: number, box: [number, number, number, number], draw: (x: number, y: number, rand: () => number) => string) => {
  const rand = seeded(seed);
  return Array.from({ length: count }, () => draw(box[0] + rand() * (box[2] - box[0]), box[1] + rand() * (box[3] - box[1]), rand)).join('');
};

/** Points spread evenly over a disc (a sunflower spiral), so toppings neither clump nor leave holes. */
export function spreadInDisc(count: number, cx: number, cy: number, radius: number, turn = 0) {
  return Array.from({ length: count }, (_, i) => {
    const distance = radius * Math.sqrt((i + 0.5) / count);
    const angle = i * 2.399_963 + turn;
    return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance] as const;
  });
}

/** A whole picture: a table (radial gradient), the shadows the shapes use, and the art on top. */
export function svgDocument(options: { width: number; height: number; viewBox: [number, number]; background: [string, string]; art: string }) {
  const [w, h] = options.viewBox;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${w} ${h}">
    <defs>
      <radialGradient id="table" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${options.background[0]}"/><stop offset="1" stop-color="${options.background[1]}"/></radialGradient>
      <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity="0.25"/></filter>
      <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity="0.18"/></filter>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#table)"/>
    ${options.art}
  </svg>`;
}

/** Blends two #rrggbb colours: t = 0 gives the first, 1 the second. */
export function mix(from: string, to: string, t: number) {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const value = (i: number) => Math.round(channel(from, i) * (1 - t) + channel(to, i) * t);
  return `#${[0, 1, 2].map((i) => value(i).toString(16).padStart(2, '0')).join('')}`;
}

export const lighter = (colour: string, t = 0.3) => mix(colour, '#ffffff', t);
export const darker = (colour: string, t = 0.3) => mix(colour, '#000000', t);
