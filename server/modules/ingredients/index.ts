// The ingredients slice's face: ingredient streams, their read model, the seed import and the calls.
export { ingredientRoutes, ingredientWriteRoutes } from './ingredients.routes.ts';
export { ingredientIdFor, readIngredientFacts } from '../../facts/ingredient-facts.ts';
export { importSeedIngredients, seedIngredientCreated } from './seed-import.ts';
export { ingredientsProjection } from './ingredients.projection.ts';
export { ingredientEventTypes, ingredientStreamId, type IngredientCreated, type IngredientEvent } from './ingredients.events.ts';
export { findIngredient, findIngredientByCookName } from './ingredients.queries.ts';
