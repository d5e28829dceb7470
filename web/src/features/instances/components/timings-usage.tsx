import { Table, Title } from '@mantine/core';
import type { InstanceDocument } from '@checkin/contracts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat();

function when(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

/** "12 min 5 s" from started to completed (or canceled). */
export function duration(from: string | null, to: string | null): string {
  if (!from || !to) return '—';
  const seconds = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) return `${h} h ${m} min`;
  return m ? `${m} min ${s} s` : `${s} s`;
}

export function Timings({ doc }: { doc: InstanceDocument }) {
  const end = doc.completed_at ?? doc.canceled_at;
  const rows: Array<[string, string]> = [
    ['Created', when(doc.created_at)],
    ['Started', when(doc.started_at)],
    // An abandoned check-in has no end to count a duration to: the student left it long before.
    doc.abandoned_at
      ? ['Abandoned', when(doc.abandoned_at)]
      : [doc.canceled_at && !doc.completed_at ? 'Ended by the teacher' : 'Completed', when(end)],
    ['Duration', duration(doc.started_at, end)],
  ];
  return (
    <section aria-labelledby="timings-title">
      <Title order={2} size="h4" id="timings-title" mb="xs">
        Timings
      </Title>
      <Table variant="vertical" withTableBorder layout="fixed" data-testid="timings">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

/** Tokens used, per model the product tracks (spec §9: gpt-3 and gpt-4). */
export function TokenUsage({ doc }: { doc: InstanceDocument }) {
  const models = Object.entries(doc.token_usage) as Array<[string, InstanceDocument['token_usage']['gpt-3']]>;
  return (
    <section aria-labelledby="usage-title">
      <Title order={2} size="h4" id="usage-title" mb="xs">
        AI usage
      </Title>
      <Table withTableBorder data-testid="token-usage">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Model</Table.Th>
            <Table.Th scope="col">Prompt tokens</Table.Th>
            <Table.Th scope="col">Completion tokens</Table.Th>
            <Table.Th scope="col">Total tokens</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.map(([model, usage]) => (
            <Table.Tr key={model}>
              <Table.Th scope="row">{model}</Table.Th>
              <Table.Td>{number.format(usage.prompt_tokens)}</Table.Td>
              <Table.Td>{number.format(usage.completion_tokens)}</Table.Td>
              <Table.Td>{number.format(usage.total_tokens)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
