// 'Confirm Deletion' before a recipe goes (spec §2 'My Recipes').
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RecipeCard } from '../api/types';

export function DeleteRecipeModal({ recipe, onCancel, onConfirm, deleting, error }: { recipe?: RecipeCard; onCancel: () => void; onConfirm: () => void; deleting: boolean; error?: string }) {
  return (
    <Modal opened={Boolean(recipe)} onClose={onCancel} title="Confirm Deletion" centered transitionProps={{ duration: 300 }} overlayProps={{ transitionProps: { duration: 150 } }}>
      <Stack gap="md">
        <Text>{`Delete ${recipe?.name ?? ''}?`}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
