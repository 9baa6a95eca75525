export const RECIPE_WIDTH = 640;
export const RECIPE_HEIGHT = 480;
export function recipeSvg(_recipe: unknown, _facts: unknown) { return ''; }
