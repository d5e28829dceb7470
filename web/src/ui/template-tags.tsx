import { Badge, Group } from '@mantine/core';

/** A CheckIn's tags as badges, in the case the teacher typed them; nothing when it has none. */
export function TemplateTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} aria-label="Tags">
      {tags.map((tag) => (
        <Badge key={tag} variant="light" radius="sm" style={{ textTransform: 'none' }}>
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
