// 'I Cooked This' on the recipe page (catalogue spec §2, §5): how many servings were cooked (1 to 16),
// then the recipe's ingredients, scaled, leave the pantry. Success and failure are toasts (spec §8, §9).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ServingsStepper } from '@/components/ui/servings-stepper';
import { limits, toasts } from '@/config/constants';
import { cookedMessage } from '@/lib/cooking-outcome';
import { failureToast, toast } from '@/lib/toast';
import { completeRecipeCooking } from '../api/complete-recipe-cooking';
import { mealPlanMessages } from '../lib/meal-plan-messages';

export interface CookedThisDialogProps {
  opened: boolean;
  recipeId: string;
  appUserId: string | undefined;
  /** The page's chosen servings. */
  defaultServings: number;
  onClose: () => void;
}

export function CookedThisDialog({ opened, recipeId, appUserId, defaultServings, onClose }: CookedThisDialogProps) {
  const [servings, setServings] = useState<number | null>(null);
  const cooking = useMutation({ mutationFn: completeRecipeCooking });
  const close = () => {
    setServings(null);
    onClose();
  };
  const confirm = () => {
    if (!appUserId) return;
    cooking.mutate(
      { recipeId, appUserId, servings: servings ?? defaultServings },
      {
        onSuccess: (answer) => {
          toast({ color: 'larder', message: cookedMessage(answer), autoClose: toasts.cookingMs });
          close();
        },
        onError: (error) => failureToast(error, { color: 'red', message: mealPlanMessages.cookFailed, autoClose: toasts.cookingMs }),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title="I Cooked This" centered>
      <Stack gap="lg">
        <Text size="sm" c="gray.7">
          How many servings did you cook? Their ingredients will be removed from your pantry.
        </Text>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            Servings cooked
          </Text>
          <ServingsStepper value={servings ?? defaultServings} onChange={setServings} min={limits.recipeServings.min} max={limits.recipeServings.max} />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={cooking.isPending}>
            Remove from Pantry
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
