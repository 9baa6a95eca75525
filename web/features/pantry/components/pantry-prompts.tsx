// What the pantry page asks of a cook who cannot add items yet (spec §4): finish setup first, then
// get access; both buttons read 'Complete Setup'.
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

function PantryWarning({ title, message, to }: { title: string; message: string; to: string }) {
  return (
    <Alert color="yellow" variant="light" radius="lg" icon={<IconAlertTriangle />} title={title}>
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button component={Link} to={to} color="yellow.8">
        Complete Setup
      </Button>
    </Alert>
  );
}

export const PantrySetupNeeded = () => (
  <PantryWarning to={paths.setup} title="Finish setting up your account" message="Tell us your diets, cuisines and meal preferences before you start tracking your pantry." />
);

export const PantryAccessNeeded = () => (
  <PantryWarning to={paths.pricing} title="Your pantry is one step away" message="Choose a plan or enter a beta code to add ingredients to your pantry." />
);
