// Larder's look: a deep herb green, warm neutrals, generous radius.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const larder: MantineColorsTuple = ['#eef7f2', '#dcece3', '#b5d8c4', '#8bc3a3', '#68b187', '#52a675', '#45a06b', '#368b5a', '#2f6f4f', '#1f5a3d'];

export const theme = createTheme({
  primaryColor: 'larder',
  primaryShade: 8,
  colors: { larder },
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '750' },
});
