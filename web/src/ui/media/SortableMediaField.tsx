import { Box, Button, chakra, Field, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type PointerSensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { forwardRef, useId, useRef, useState, type ReactNode } from 'react';
import { particle } from '../../lib/korean';
import { FormIcon } from './FormIcon';
import { SortableMediaTile } from './SortableMediaTile';
import type { MediaItem } from './useMediaUploads';

/** Mouse and pen drags; touch is left to the TouchSensor, which waits for a long press so pages still scroll. */
class MousePenSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

const dragInstructions = (noun: string) =>
  `순서를 바꾸려면 스페이스 키로 ${particle(noun, '을/를')} 들고, 화살표 키로 옮긴 뒤 스페이스 키로 놓으세요. Esc 키는 취소합니다.`;

interface Props {
  /** The field's label, and the word for one item in every button and announcement ('이미지', '파일'). */
  label: string;
  noun: string;
  max: number;
  /** The file picker's accept list. */
  accept: string;
  helper: ReactNode;
  testId: string;
  items: MediaItem[];
  error?: string | null;
  onAdd: (files: File[]) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  /** More on a tile below its picture (a video's frame picker). */
  tileExtra?: (item: MediaItem, index: number) => ReactNode;
}

/** Media of a form: pick, see each upload's progress, reorder by drag or buttons (first = thumbnail), remove. */
export const SortableMediaField = forwardRef<HTMLButtonElement, Props>(function SortableMediaField(
  { label, noun, max, accept, helper, testId, items, error, onAdd, onMove, onRemove, tileExtra },
  ref,
) {
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);
  const [moved, setMoved] = useState('');
  const full = items.length >= max;
  const describedBy = [helperId, error ? errorId : null].filter(Boolean).join(' ');

  const sensors = useSensors(
    useSensor(MousePenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 220, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const position = (id: UniqueIdentifier) => items.findIndex((it) => it.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${noun} ${position(active.id)}을(를) 들었습니다.`,
    onDragOver: ({ active, over }) =>
      over ? `${noun} ${position(active.id)}이(가) ${position(over.id)}번째 자리 위에 있습니다.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${particle(noun, '을/를')} ${position(over.id)}번째 자리에 놓았습니다.` : `${noun} ${position(active.id)}을(를) 놓았습니다.`,
    onDragCancel: ({ active }) => `이동을 취소했습니다. ${noun} ${position(active.id)}은(는) 제자리에 있습니다.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(position(active.id) - 1, position(over.id) - 1);
  };

  // The arrow buttons: move, say so, and keep the focus on a button that still works at the new place.
  const moveBy = (from: number, to: number) => {
    const key = items[from]!.key;
    onMove(from, to);
    setMoved(`${particle(noun, '을/를')} ${to + 1}번째로 옮겼습니다.${to === 0 ? ` 대표 ${noun}입니다.` : ''}`);
    requestAnimationFrame(() => {
      const tile = list.current?.querySelector<HTMLElement>(`[data-image-key="${key}"]`);
      const wanted = tile?.querySelector<HTMLButtonElement>(`[data-move="${to < from ? 'left' : 'right'}"]`);
      const other = tile?.querySelector<HTMLButtonElement>(`[data-move="${to < from ? 'right' : 'left'}"]`);
      (wanted && !wanted.disabled ? wanted : other)?.focus();
    });
  };

  return (
    <Field.Root invalid={!!error}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Stack gap="3" w="full">
        <Button
          ref={ref}
          variant="outline"
          alignSelf="flex-start"
          onClick={() => input.current?.click()}
          disabled={full}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        >
          <FormIcon name="plus" /> {noun} 추가 ({items.length}/{max})
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={accept}
          // The button above is the keyboard target; the input stays reachable by its label.
          tabIndex={-1}
          aria-describedby={describedBy}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) onAdd(files);
          }}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
        <Text id={helperId} fontSize="xs" color="fg.muted">
          {helper}
        </Text>
        {error && (
          <Text id={errorId} fontSize="sm" color="red.fg" role="alert">
            {error}
          </Text>
        )}
        <VisuallyHidden aria-live="polite">{moved}</VisuallyHidden>
        {items.length > 0 && (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: dragInstructions(noun) } }}
          >
            <SortableContext items={items.map((it) => it.key)} strategy={rectSortingStrategy}>
              <chakra.ul
                ref={list}
                aria-label={`${label} 목록`}
                display="grid"
                // As many tiles as fit at 6.5rem at least: a tile's three move buttons need 104 px, which
                // five columns of a dialog at 1280 px, or three at 320 px, did not leave (the last clipped).
                gridTemplateColumns="repeat(auto-fill, minmax(6.5rem, 1fr))"
                alignItems="start"
                gap="2"
                p="0"
                m="0"
              >
                {items.map((item, index) => (
                  <SortableMediaTile
                    key={item.key}
                    item={item}
                    index={index}
                    count={items.length}
                    label={label}
                    noun={noun}
                    testId={testId}
                    onMove={moveBy}
                    onRemove={onRemove}
                  >
                    {tileExtra?.(item, index)}
                  </SortableMediaTile>
                ))}
              </chakra.ul>
            </SortableContext>
          </DndContext>
        )}
        {items.length === 0 && (
          <Box
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="md"
            py="6"
            textAlign="center"
            color="fg.muted"
            fontSize="sm"
          >
            <FormIcon name="image" boxSize="6" mb="1" />
            <Text>등록된 {particle(noun, '이/가')} 없습니다.</Text>
          </Box>
        )}
      </Stack>
    </Field.Root>
  );
});
