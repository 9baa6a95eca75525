// The ingredients slice's face (the catalogue issue grows it into event-sourced ingredients).
export { ingredientRoutes } from './ingredients.routes.ts';
export { seedIngredients, ingredientIdFor, readIngredientFacts } from './ingredients.seed.ts';
export { findIngredient } from './ingredients.queries.ts';
