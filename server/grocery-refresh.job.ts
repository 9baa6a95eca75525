// The refresh-grocery-list job's address: its name, payload and key, and nothing else. It sits below
// the slices because a plan change (the meal-plans slice) and a pantry change (the workflows) both
// enqueue it in the transaction of their events, and a slice may not import a workflow. What the job
// does, and which pantry changes cause it, belong to server/workflows/grocery-refresh/.

export const REFRESH_GROCERY_LIST_TASK = 'refresh-grocery-list';

export interface GroceryRefreshPayload {
  appUserId: string;
  weekStarts: string[];
}

/**
 * One job refreshes a cook's lists of the weeks named, one after the other: a pantry change touches
 * two weeks, and a job each cost as much again in queue work as the refresh itself. The key names
 * the cook and the weeks, so a burst of changes to the same weeks runs once.
 */
export function groceryRefreshJob(appUserId: string, weekStarts: readonly string[]): { task: typeof REFRESH_GROCERY_LIST_TASK; payload: GroceryRefreshPayload; jobKey: string } {
  const weeks = [...new Set(weekStarts)].sort();
  return {
    task: REFRESH_GROCERY_LIST_TASK,
    payload: { appUserId, weekStarts: weeks },
    jobKey: `${REFRESH_GROCERY_LIST_TASK}:${appUserId}:${weeks.join('+')}`,
  };
}
