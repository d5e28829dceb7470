import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import type { PageKey } from '../route-modules';
import { routeOf } from '../route-match';

type Shape = 'workspace' | 'cards' | 'report' | 'form';

/** What each signed-in page looks like before it arrives; a page not named here is a form. */
const SHAPES: Partial<Record<PageKey, Shape>> = {
  dashboard: 'workspace',
  communityCheckins: 'cards',
  overallReport: 'report',
  sessionReport: 'report',
  templateReport: 'report',
  assessmentInstance: 'report',
  orgAdminDashboard: 'report',
};

function CardGrid({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={150} />
      ))}
    </SimpleGrid>
  );
}

function ShapeOf({ shape }: { shape: Shape }) {
  switch (shape) {
    case 'workspace':
      return (
        <>
          <Group justify="space-between">
            <Skeleton height={34} width={180} />
            <Skeleton height={36} width={130} />
          </Group>
          <Skeleton height={36} width="60%" />
          <CardGrid count={3} />
        </>
      );
    case 'cards':
      return (
        <>
          <Skeleton height={34} width={280} />
          <Skeleton height={16} width="55%" />
          <Group gap="sm">
            <Skeleton height={36} width={240} />
            <Skeleton height={36} width={160} />
            <Skeleton height={36} width={160} />
          </Group>
          <CardGrid count={6} />
        </>
      );
    case 'report':
      return (
        <>
          <Skeleton height={14} width="35%" />
          <Skeleton height={34} width="50%" />
          <Skeleton height={90} />
          <Skeleton height={240} />
        </>
      );
    case 'form':
      return (
        <>
          <Skeleton height={34} width={240} />
          {Array.from({ length: 4 }, (_, i) => (
            <Stack key={i} gap={6}>
              <Skeleton height={14} width={120} />
              <Skeleton height={36} />
            </Stack>
          ))}
        </>
      );
    default: {
      const never: never = shape;
      return never;
    }
  }
}

/** A signed-in page on its way (its code, the first time): its outline in grey, inside the shell already shown. */
export function PageSkeleton() {
  const key = routeOf(useLocation().pathname);
  const shape = (key && SHAPES[key]) ?? 'form';
  return (
    <Stack gap="lg" role="status" aria-label="Loading the page" data-skeleton={shape}>
      <ShapeOf shape={shape} />
    </Stack>
  );
}
