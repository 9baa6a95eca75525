// The pictures shown when a recipe or ingredient has none of its own (spec §2: image fallback): an
// empty plate or bowl in outline on a neutral ground, so a missing picture looks intended, not broken.
import { svgDocument } from './drawing.ts';
import { INGREDIENT_SIZE } from './ingredient-art.ts';
import { RECIPE_HEIGHT, RECIPE_WIDTH } from './recipe-art.ts';

const LINE = '#b9b3a8';

export function placeholderSvgs() {
  const recipe = svgDocument({
    width: RECIPE_WIDTH,
    height: RECIPE_HEIGHT,
    viewBox: [800, 600],
    background: ['#f5f3ef', '#e6e2da'],
    art: `
      <circle cx="400" cy="300" r="170" fill="#faf9f6" stroke="${LINE}" stroke-width="6"/>
      <circle cx="400" cy="300" r="122" fill="none" stroke="${LINE}" stroke-width="4" stroke-dasharray="2 0"/>
      <g fill="none" stroke="${LINE}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">
        <path d="M170 170 L170 430 M150 170 L150 240 C150 262 190 262 190 240 L190 170"/>
        <path d="M630 430 L630 170 C660 190 665 260 630 290"/>
      </g>`,
  });
  const ingredient = svgDocument({
    width: INGREDIENT_SIZE,
    height: INGREDIENT_SIZE,
    viewBox: [400, 400],
    background: ['#f5f3ef', '#e6e2da'],
    art: `
      <circle cx="200" cy="205" r="130" fill="#faf9f6" stroke="${LINE}" stroke-width="6"/>
      <circle cx="200" cy="205" r="92" fill="none" stroke="${LINE}" stroke-width="4"/>
      <path d="M150 190 C160 150 200 140 230 160" fill="none" stroke="${LINE}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`,
  });
  return { recipe, ingredient };
}
