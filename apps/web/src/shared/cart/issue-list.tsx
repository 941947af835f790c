// Messages about one thing (a cart line, a quick-order line): each on its own line, in the
// colour of their weight.
import { List, Text } from '@mantine/core';

interface IssueListProps {
  items: readonly string[];
  color: string;
  id?: string;
}

export function IssueList({ items, color, id }: IssueListProps) {
  if (items.length === 0) return null;
  if (items.length === 1) {
    return (
      <Text id={id} size="sm" c={color}>
        {items[0]}
      </Text>
    );
  }
  return (
    <List id={id} size="sm" c={color} spacing={2}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
