// The shape of an import draft as the api answers it: its own file, free of anything but types, so the
// web client reads the same declaration the server writes to.
export interface DraftLine {
  line: string;
  quantity: number | null;
  quantity_max: number | null;
  unit: string | null;
  name: string;
  notes: string | null;
  match: { ingredient_id: string; name: string; confidence: number } | null;
  /** The line's amount in the matched ingredient's unit; null when nothing converts it. */
  amount: { quantity: number; unit: string } | null;
  /** A match the cook need not check: confident, with an amount. */
  confident: boolean;
}

export interface RecipeDraft {
  name: string;
  description: string | null;
  image_url: string | null;
  yields: string | null;
  servings: number | null;
  prep_time: number | null;
  cook_time: number | null;
  total_time: number | null;
  cuisine: string | null;
  category: string | null;
  source_url: string | null;
  instructions: string[];
  ingredients: DraftLine[];
}
