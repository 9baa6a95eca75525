// The pantry slice's face.
export { pantryRoutes, type PantryDeps } from './pantry.routes.ts';
export { pantryProjection } from './pantry.projection.ts';
export { pantryDecider, messages as pantryMessages } from './pantry.decider.ts';
export { pantryStreamId, pantryEventTypes, pantryItemIdsOf, type PantryIngredientsUsed } from './pantry.events.ts';
