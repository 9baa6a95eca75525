// An icon for each diet of the reference list; a diet added later gets the kitchen icon.
import {
  IconBarbell,
  IconBone,
  IconBreadOff,
  IconCarrot,
  IconFish,
  IconFlame,
  IconLeaf,
  IconMeat,
  IconMilkOff,
  IconSalad,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';

const icons: Record<string, Icon> = {
  omnivore: IconMeat,
  vegetarian: IconCarrot,
  vegan: IconLeaf,
  pescatarian: IconFish,
  'gluten-free': IconBreadOff,
  'dairy-free': IconMilkOff,
  'low-carb': IconSalad,
  keto: IconFlame,
  paleo: IconBone,
  'high-protein': IconBarbell,
};

export function DietIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Glyph = icons[name.toLowerCase()] ?? IconToolsKitchen2;
  return <Glyph size={size} stroke={1.7} aria-hidden />;
}
