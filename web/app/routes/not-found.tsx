import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">There is nothing at this address. It may have moved, or the link may be mistyped.</Text>
        <Button component={Link} to={paths.landing}>Go to the home page</Button>
      </Stack>
    </Container>
  );
}
