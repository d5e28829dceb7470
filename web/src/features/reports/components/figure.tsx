import { Paper, Text } from '@mantine/core';

/** One number of a report's summary, under its label. */
export function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="sm" className="report-section">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
