// The grocery slice's face.
export { groceryListDecider, groceryMessages, requireChangeableItems, type GroceryListCommand } from './grocery-list.decider.ts';
export { groceryListProjection } from './grocery-list.projection.ts';
export { computeGroceryList } from './grocery-list.compute.ts';
export { evolveGroceryList, initialGroceryListState, type GroceryListState } from './grocery-list.state.ts';
export { groceryItemIdFor, groceryListEventTypes, groceryListStreamId, type GroceryListEvent } from './grocery.events.ts';
export { groceryListRoutes, type GroceryDeps } from './grocery.routes.ts';
