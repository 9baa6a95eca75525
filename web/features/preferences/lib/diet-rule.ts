// What choosing diets means for the plan (decision 0031), in one sentence for the setup wizard and
// the preferences page: restrictions all hold, the widest 'what I eat' diet wins, High-Protein is a wish.
export const dietRule =
  'Every meal keeps each restriction you choose (Gluten-Free, Dairy-Free, Low-Carb, Keto, Paleo). Choose several of Vegan, Vegetarian, Pescatarian and Omnivore and meals follow the widest of them. High-Protein is favoured, not required.';
