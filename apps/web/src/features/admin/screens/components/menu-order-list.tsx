// The menu screens in order. With the reorder permission each one can be dragged by its handle
// (pointer, touch, or keyboard: Space to pick it up, arrows to move, Space to drop; screen
// readers hear each step in the session language) or moved one place with its "move up" and
// "move down" buttons, which keep the focus and announce the new position.
import type { AdminScreen } from '@portal/domain/admin-screens';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { screenLabel } from '#shared/i18n/screen-label.ts';
import { dndTexts } from '../dnd-announcements.ts';
import { ScreenCard } from './screen-card.tsx';

type Direction = 'up' | 'down';

interface MenuOrderListProps {
  /** The menu screens in the order being edited. */
  screens: readonly AdminScreen[];
  canReorder: boolean;
  /** Moves the screen at `from` to `to` (0-based). */
  onMove: (from: number, to: number) => void;
}

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

export function MenuOrderList({ screens, canReorder, onMove }: MenuOrderListProps) {
  const { t } = useTranslation();
  const label = t('admin.screens.menuListLabel');
  if (!canReorder) {
    return (
      <Stack component="ol" gap="xs" style={listStyle} aria-label={label}>
        {screens.map((screen, index) => (
          <Paper key={screen.idPantalla} component="li" withBorder p="xs">
            <ScreenCard screen={screen} position={index + 1} />
          </Paper>
        ))}
      </Stack>
    );
  }
  return <SortableMenu screens={screens} onMove={onMove} label={label} />;
}

function SortableMenu({
  screens,
  onMove,
  label,
}: Omit<MenuOrderListProps, 'canReorder'> & { label: string }) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => screens.map((screen) => screen.idPantalla), [screens]);
  const accessibility = useMemo(() => {
    const names = new Map(screens.map((screen) => [screen.idPantalla, screenLabel(screen.name)]));
    return dndTexts(t, (id: UniqueIdentifier) => names.get(Number(id)) ?? String(id), screens.length);
  }, [screens, t]);

  // The move buttons: after a move the focus stays on the same button of the moved screen (or
  // on its other button when it reached an end), and the new position is announced.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: number; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const index = ids.indexOf(pending.id);
    const atEnd = pending.direction === 'up' ? index === 0 : index === ids.length - 1;
    const direction = atEnd ? (pending.direction === 'up' ? 'down' : 'up') : pending.direction;
    buttons.current.get(`${pending.id}:${direction}`)?.focus();
  }, [ids]);

  const moveByButton = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const screen = screens[index];
    if (!screen || target < 0 || target >= screens.length) return;
    pendingFocus.current = { id: screen.idPantalla, direction };
    setAnnouncement(
      t('admin.screens.moved', {
        name: screenLabel(screen.name),
        position: target + 1,
        count: screens.length,
      }),
    );
    onMove(index, target);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack component="ol" gap="xs" style={listStyle} aria-label={label}>
            {screens.map((screen, index) => (
              <SortableScreen
                key={screen.idPantalla}
                screen={screen}
                index={index}
                count={screens.length}
                onMoveButton={moveByButton}
                registerButton={(direction, element) => {
                  const key = `${screen.idPantalla}:${direction}`;
                  if (element) buttons.current.set(key, element);
                  else buttons.current.delete(key);
                }}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic>
        {announcement}
      </VisuallyHidden>
    </>
  );
}

interface SortableScreenProps {
  screen: AdminScreen;
  index: number;
  count: number;
  onMoveButton: (index: number, direction: Direction) => void;
  registerButton: (direction: Direction, element: HTMLButtonElement | null) => void;
}

function SortableScreen({ screen, index, count, onMoveButton, registerButton }: SortableScreenProps) {
  const { t } = useTranslation();
  const name = screenLabel(screen.name);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: screen.idPantalla });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
  };
  return (
    <Paper ref={setNodeRef} component="li" withBorder p="xs" style={style}>
      <ScreenCard
        screen={screen}
        position={index + 1}
        lead={
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="lg"
            {...attributes}
            {...listeners}
            aria-label={t('admin.screens.dragHandle', { name })}
            style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', flexShrink: 0 }}
          >
            <IconGripVertical size={20} aria-hidden />
          </ActionIcon>
        }
        actions={
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <ActionIcon
              ref={(element) => registerButton('up', element)}
              variant="default"
              size="lg"
              aria-label={t('admin.screens.moveUp', { name })}
              disabled={index === 0}
              onClick={() => onMoveButton(index, 'up')}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              ref={(element) => registerButton('down', element)}
              variant="default"
              size="lg"
              aria-label={t('admin.screens.moveDown', { name })}
              disabled={index === count - 1}
              onClick={() => onMoveButton(index, 'down')}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
          </Group>
        }
      />
    </Paper>
  );
}
