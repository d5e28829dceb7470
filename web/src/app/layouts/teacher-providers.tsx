import { type MantineColorsTuple, MantineProvider, createTheme } from '@mantine/core';
import '@mantine/core/styles.layer.css';
import type { ReactNode } from 'react';

/** Shades around the product's primary colour, #2b59c3 at index 6 (Mantine's default shade). */
const brand: MantineColorsTuple = [
  '#eef3fc',
  '#dbe4f7',
  '#b4c7ee',
  '#8aa8e4',
  '#6790dc',
  '#4f7fd6',
  '#2b59c3',
  '#2450ad',
  '#1d4699',
  '#143a86',
];

const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  defaultRadius: 'md',
  focusRing: 'auto',
});

/** Mantine, for the signed-in area only: the student and public pages never load it (size budget). */
export function TeacherProviders({ children }: { children: ReactNode }) {
  return (
    // Under vitest, Mantine's test mode: no transitions and no hiding of popovers whose target has no layout.
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      {children}
    </MantineProvider>
  );
}
