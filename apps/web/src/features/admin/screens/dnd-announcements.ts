// What screen readers hear while a screen is dragged with the keyboard (or the pointer): the
// instructions on the drag handle and an announcement at each step, in the session language and
// naming the screen and its position, instead of dnd-kit's English defaults ("draggable item").
import type { Active, Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

type Positioned = Active | Over;

/** 1-based position of a sortable item (dnd-kit keeps its index in `data.current.sortable`). */
function positionOf(item: Positioned): number {
  const sortable = (item.data.current as { sortable?: { index: number } } | undefined)?.sortable;
  return (sortable?.index ?? 0) + 1;
}

export function dndTexts(
  t: TFunction,
  nameOf: (id: UniqueIdentifier) => string,
  count: number,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const text = (
    key: 'pickedUp' | 'movedOver' | 'dropped' | 'cancelled',
    active: Positioned,
    position: number,
  ) => t(`admin.screens.dnd.${key}`, { name: nameOf(active.id), position, count });
  // dnd-kit reports the item over itself as soon as it is picked up: that is no move, and
  // announcing it would cut the "picked up" announcement short.
  let moved = false;
  return {
    screenReaderInstructions: { draggable: t('admin.screens.dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => {
        moved = false;
        return text('pickedUp', active, positionOf(active));
      },
      onDragOver: ({ active, over }) => {
        if (!moved && over?.id === active.id) return undefined;
        moved = true;
        return over
          ? text('movedOver', active, positionOf(over))
          : t('admin.screens.dnd.notOver', { name: nameOf(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over ? text('dropped', active, positionOf(over)) : text('cancelled', active, positionOf(active)),
      onDragCancel: ({ active }) => text('cancelled', active, positionOf(active)),
    },
  };
}
