// A wide table on a narrow screen scrolls inside its own box, never the page (WCAG 1.4.10). While
// it does, the box takes the keyboard focus, named after the table, so the columns out of sight
// can be reached with the arrow keys (WCAG 2.1.1); on a wide screen it is no extra tab stop.
import { Table } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface TableScrollProps {
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth: number;
  /** What the box holds, for a screen reader (usually the table's caption). */
  label: string;
  children: ReactNode;
}

export function TableScroll({ minWidth, label, children }: TableScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const box = ref.current;
    // No layout to observe in a unit test's DOM.
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <Table.ScrollContainer
      ref={ref}
      minWidth={minWidth}
      type="native"
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'group' : undefined}
      aria-label={scrolls ? label : undefined}
    >
      {children}
    </Table.ScrollContainer>
  );
}
