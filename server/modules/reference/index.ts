// The reference lists' face.
export { referenceRoutes } from './reference.routes.ts';
export { listCuisines, listDiets, unknownReferenceIds } from './reference.queries.ts';
export { seedReferenceLists } from './reference.seed.ts';
export { cuisines, defaultTags, diets, foodGroups, foodTypes, mealTimes, referenceIdFor } from '../../facts/reference-lists.ts';
